import { listingItemPage } from '@/features/listings/server/item-page';

/** `/auto-market/item/:id`: the item page of a Automarket listing. */
const page = listingItemPage('automarket');

export const generateMetadata = page.generateMetadata;
export default page.ItemPage;
