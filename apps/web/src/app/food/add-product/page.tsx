import { AddListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('food', 'add');
}

/** `/food/add-product` (guarded by the route-access table): a new Food listing. */
export default function FoodAddProductPage() {
  return <AddListingPage section="food" />;
}
