import { listingItemPage } from '@/features/listings/server/item-page';

/** `/flea-market/item/:id`: the item page of a Flea Market ad. */
const page = listingItemPage('flea-market');

export const generateMetadata = page.generateMetadata;
export default page.ItemPage;
