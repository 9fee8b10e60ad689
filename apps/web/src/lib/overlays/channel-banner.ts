/** Name of the BroadcastChannel the tabs of one browser keep the banner in step over. */
export const CHANNEL_BANNER_BROADCAST = 'bazaar-channel-banner';

/** How long a visit runs before the invitation appears, so it never greets a visitor at the door. */
export const CHANNEL_BANNER_DELAY_MS = 10_000;

/** How long a new tab waits for other tabs to say whether the banner was already shown. */
export const CHANNEL_BANNER_QUERY_WAIT_MS = 300;

/** What tabs tell each other. */
export type ChannelBannerMessage =
  /** A new tab asks whether the banner was already shown in this session. */
  | { type: 'query' }
  /** The banner's state in the sending tab: it has been shown, and is open or closed now. */
  | { type: 'state'; open: boolean };

export interface ChannelBannerState {
  /** Shown in this session, here or in another tab. */
  shown: boolean;
  open: boolean;
}

export type ChannelBannerEvent =
  /** The visit ran long enough (and no other tab had shown it). */
  | { type: 'due' }
  /** The visitor closed it (or followed its link). */
  | { type: 'close' }
  | { type: 'message'; message: ChannelBannerMessage };

export interface ChannelBannerStep {
  state: ChannelBannerState;
  /** What to tell the other tabs, if anything. */
  broadcast?: ChannelBannerMessage;
}

export function initialChannelBannerState(shownThisSession: boolean): ChannelBannerState {
  return { shown: shownThisSession, open: false };
}

/**
 * Spec §4: shown once per session, in step across tabs. The first tab to get there shows it and
 * tells the others, which show it too; closing it in one tab closes it in all; a tab opened
 * later asks the others and stays quiet when it was already shown.
 */
export function channelBannerStep(
  state: ChannelBannerState,
  event: ChannelBannerEvent,
): ChannelBannerStep {
  switch (event.type) {
    case 'due':
      if (state.shown) return { state };
      return { state: { shown: true, open: true }, broadcast: { type: 'state', open: true } };
    case 'close':
      if (!state.open) return { state };
      return { state: { shown: true, open: false }, broadcast: { type: 'state', open: false } };
    case 'message': {
      const { message } = event;
      if (message.type === 'query') {
        return state.shown ? { state, broadcast: { type: 'state', open: state.open } } : { state };
      }
      return { state: { shown: true, open: message.open } };
    }
  }
}

/**
 * Pages the invitation may appear on: the marketplace's browse pages. Pages where the visitor is
 * busy with a task — signing in, account settings, the logs — and the offline page are left alone.
 */
const QUIET_PREFIXES = [
  '/auth',
  '/profile',
  '/logs',
  '/user-agreement',
  '/offline',
  '/legal',
  '/app',
];

export function channelBannerAllowedOn(pathname: string): boolean {
  return !QUIET_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
