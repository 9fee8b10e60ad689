import { AddListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('automarket', 'add');
}

/** `/auto-market/add-product` (guarded by the route-access table): a new Automarket listing. */
export default function AutoMarketAddProductPage() {
  return <AddListingPage section="automarket" />;
}
