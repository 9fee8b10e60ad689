import { listingItemPage } from '@/features/listings/server/item-page';

/** `/shophub/item/:id`: the item page of a Shop Hub product. */
const page = listingItemPage('catalog');

export const generateMetadata = page.generateMetadata;
export default page.ItemPage;
