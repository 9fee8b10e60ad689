import { EditListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('automarket', 'edit');
}

/** `/auto-market/edit-product/:productId` (guarded by the route-access table): the owner's form. */
export default async function AutoMarketEditProductPage({
  params,
}: {
  params: Promise<{ productId: string }>;
}) {
  const { productId } = await params;
  return <EditListingPage section="automarket" productId={productId} />;
}
