import { generateSellerMetadata, SellerRoutePage } from '@/features/listings/server/seller-page';

/** `/seller/{sellerId}`: a seller's public page with their active listings. */
export const generateMetadata = generateSellerMetadata;
export default SellerRoutePage;
