import { escapeHtml } from '@bazaar/contracts';
import { type MapTileAttribution } from '@/lib/site-config';

/**
 * Leaflet writes attributions into the page as markup. The tile provider's credit as the map's attribution control shows it: the text, linked to the
 * provider's page when there is one (opened in a new tab, so the results stay).
 */
export function attributionHtml({ text, url }: MapTileAttribution): string {
  return url
    ? `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`
    : escapeHtml(text);
}
