import { type MarketplaceSection, type ProductImportFileFormat } from '@bazaar/contracts';
import { buildApiUrl, buildRequestHeaders } from '@/lib/api-client';
import { currentRequestContext } from '@/lib/request-context';

/** Saves a division's template (CSV or XLSX) as a file. */
export async function downloadTemplate(
  section: MarketplaceSection,
  format: ProductImportFileFormat,
): Promise<void> {
  const response = await fetch(
    buildApiUrl(`/products/me/imports/templates/${section}`, { format }),
    { headers: buildRequestHeaders(currentRequestContext()) },
  );
  if (!response.ok) throw new Error(`The template answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `bazaar-import-${section}.${format}`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
