import { listingItemPage } from '@/features/listings/server/item-page';

/** `/services/item/:id`: the item page of a Services listing; `?view=preview` is the owner's preview. */
const page = listingItemPage('services');

export const generateMetadata = page.generateMetadata;
export default page.ItemPage;
