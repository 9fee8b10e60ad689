import { listingItemPage } from '@/features/listings/server/item-page';

/** `/property/item/:id`: the item page of a Property listing. */
const page = listingItemPage('property');

export const generateMetadata = page.generateMetadata;
export default page.ItemPage;
