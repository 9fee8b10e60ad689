import { deviceBreakpoints } from '@bazaar/contracts';

export { deviceBreakpoints };

/** Names of the device breakpoint set of spec §9: mobile 0, tablet 375, desktop 1280, bigScreen 1440. */
export type DeviceBreakpoint = keyof typeof deviceBreakpoints;

const order: readonly DeviceBreakpoint[] = ['mobile', 'tablet', 'desktop', 'bigScreen'];

/**
 * Media queries over the device breakpoints, for layout code that follows devices rather than
 * MUI's grid breakpoints: `sx={{ [deviceMedia.up('desktop')]: { ... } }}`.
 */
export const deviceMedia = {
  /** From this device up. */
  up: (name: DeviceBreakpoint) => `@media (min-width:${deviceBreakpoints[name]}px)`,
  /** Below this device. */
  down: (name: DeviceBreakpoint) => `@media (max-width:${deviceBreakpoints[name] - 0.05}px)`,
  /** From `start` up to (not including) `end`. */
  between: (start: DeviceBreakpoint, end: DeviceBreakpoint) =>
    `@media (min-width:${deviceBreakpoints[start]}px) and (max-width:${deviceBreakpoints[end] - 0.05}px)`,
};

/** The device breakpoint a viewport of this width falls in. */
export function deviceBreakpointOf(width: number): DeviceBreakpoint {
  let current: DeviceBreakpoint = 'mobile';
  for (const name of order) {
    if (width >= deviceBreakpoints[name]) current = name;
  }
  return current;
}
