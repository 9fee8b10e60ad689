import { EditListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('services', 'edit');
}

/** `/services/edit-product/:productId` (guarded by the route-access table): the owner's form. */
export default async function ServicesEditProductPage({
  params,
}: {
  params: Promise<{ productId: string }>;
}) {
  const { productId } = await params;
  return <EditListingPage section="services" productId={productId} />;
}
