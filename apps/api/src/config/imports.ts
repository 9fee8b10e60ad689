import { booleanFlag, type EnvValues } from './env-values';

/** What imports (busy times, product pictures) may fetch from private networks. */
export const importsEnv = {
  /**
   * Busy times may be imported from .ics addresses on private, loopback and link-local networks
   * ("true" only for tests and closed installations: it lets a provider make the api read
   * addresses inside its network).
   */
  CALENDAR_IMPORT_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
  /**
   * Product imports may fetch pictures from addresses on private networks ("true" only for tests,
   * the offline demo's stand-in stores on 127.0.0.1 and closed installations; ADR 0063).
   */
  IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES: booleanFlag.default(false),
};

export interface ImportsConfig {
  /** Busy-time imports may read .ics addresses on private networks (off by default). */
  calendarImportAllowPrivateAddresses: boolean;
  /** Product imports may fetch pictures from private networks (off by default). */
  importPicturesAllowPrivateAddresses: boolean;
}

export function importsConfig(vars: EnvValues<typeof importsEnv>): ImportsConfig {
  return {
    calendarImportAllowPrivateAddresses: vars.CALENDAR_IMPORT_ALLOW_PRIVATE_ADDRESSES,
    importPicturesAllowPrivateAddresses: vars.IMPORT_PICTURES_ALLOW_PRIVATE_ADDRESSES,
  };
}
