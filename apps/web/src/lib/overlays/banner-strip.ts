/**
 * The height of the banners' strip under the header, kept on the root element while the page is
 * open: a page that fills the window below the header (the chat) leaves that much room, so its
 * foot (the composer and Send) stays in the window when a banner appears.
 */
export const BANNER_STRIP_HEIGHT_VAR = '--banner-strip-height';

/** The strip's height as a CSS length: 0 while no banner shows. */
export const bannerStripHeight = `var(${BANNER_STRIP_HEIGHT_VAR}, 0px)`;
