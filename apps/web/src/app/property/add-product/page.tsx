import { AddListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('property', 'add');
}

/** `/property/add-product` (guarded by the route-access table): a new Property listing. */
export default function PropertyAddProductPage() {
  return <AddListingPage section="property" />;
}
