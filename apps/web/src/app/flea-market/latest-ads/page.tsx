import {
  generateLatestAdsMetadata,
  LatestAdsRoutePage,
} from '@/features/listings/server/latest-ads-page';

/** `/flea-market/latest-ads`: the newest Flea Market ads. */
export const generateMetadata = generateLatestAdsMetadata;
export default LatestAdsRoutePage;
