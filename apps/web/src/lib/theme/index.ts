export { theme, brand } from './theme';
export {
  deviceBreakpoints,
  deviceBreakpointOf,
  deviceMedia,
  type DeviceBreakpoint,
} from './device-breakpoints';
