import { AddListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('catalog', 'add');
}

/** `/shophub/add-product` (guarded by the route-access table): a new Shop Hub listing. */
export default function ShopHubAddProductPage() {
  return <AddListingPage section="catalog" />;
}
