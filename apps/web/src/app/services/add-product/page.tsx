import { AddListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('services', 'add');
}

/** `/services/add-product` (guarded by the route-access table): a new Services listing. */
export default function ServicesAddProductPage() {
  return <AddListingPage section="services" />;
}
