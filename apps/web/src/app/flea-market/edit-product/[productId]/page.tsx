import { EditListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('flea-market', 'edit');
}

/** `/flea-market/edit-product/:productId` (guarded by the route-access table): the owner's form. */
export default async function FleaMarketEditProductPage({
  params,
}: {
  params: Promise<{ productId: string }>;
}) {
  const { productId } = await params;
  return <EditListingPage section="flea-market" productId={productId} />;
}
