import { AddListingPage } from '@/features/listing-editor/components/listing-editor-pages';
import { listingEditorMetadata } from '@/features/listing-editor/metadata';

export function generateMetadata() {
  return listingEditorMetadata('flea-market', 'add');
}

/** `/flea-market/add-product` (guarded by the route-access table): a new Flea Market listing. */
export default function FleaMarketAddProductPage() {
  return <AddListingPage section="flea-market" />;
}
