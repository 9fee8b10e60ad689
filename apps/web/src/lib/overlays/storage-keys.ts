/** sessionStorage keys of the app-wide overlays: both are "once per visit", so per tab session. */
export const sessionStorageKeys = {
  /** The exit dialog was shown in this visit. */
  exitDialogShown: 'bazaar_exit_dialog_shown',
  /** The messaging-channel banner was shown in this session (spec §4). */
  channelBannerShown: 'bazaar_channel_banner_shown',
} as const;
