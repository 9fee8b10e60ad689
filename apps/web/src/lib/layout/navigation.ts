/** What the browser knows about a click on a link. */
export interface LinkClick {
  /** The link's resolved address. */
  href: string;
  /** The page open now. */
  current: string;
  target: string | null;
  download: boolean;
  /** The mouse button (0 is the main one). */
  button: number;
  /** Ctrl, Meta, Shift or Alt was held: the browser opens a new tab or window instead. */
  modified: boolean;
}

/**
 * Whether a link click starts a navigation inside this tab to another page of the app: only then
 * is the route-change indicator shown (a new tab, a download, another site or a jump within the
 * same page does not change the route here).
 */
export function startsRouteChange(click: LinkClick): boolean {
  if (click.button !== 0 || click.modified || click.download) return false;
  if (click.target && click.target !== '_self') return false;
  let to: URL;
  let from: URL;
  try {
    from = new URL(click.current);
    to = new URL(click.href, from);
  } catch {
    return false;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}
