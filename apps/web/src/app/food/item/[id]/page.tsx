import { listingItemPage } from '@/features/listings/server/item-page';

/** `/food/item/:id`: the item page of a Food listing. */
const page = listingItemPage('food');

export const generateMetadata = page.generateMetadata;
export default page.ItemPage;
