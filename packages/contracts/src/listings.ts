/**
 * The listing contracts, one file per audience: cards and public pages of listings, uploads, the
 * add and edit form, the owner's view, administrators, and the item and seller pages.
 */
export * from './listing-cards';
export * from './listing-uploads';
export * from './listing-input';
export * from './listing-patch';
export * from './owner-listings';
export * from './admin-listings';
export * from './listing-detail';
export { LISTINGS_PAGE_MAX } from './listing-fields';
