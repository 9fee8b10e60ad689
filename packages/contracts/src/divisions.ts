import type { MarketplaceSection } from './enums';

/** How each division appears to people: its name and the word its pages live under. */
export interface Division {
  section: MarketplaceSection;
  name: string;
  routeWord: string;
}

export const divisions = [
  { section: 'catalog', name: 'Shop Hub', routeWord: 'shophub' },
  { section: 'flea-market', name: 'Flea Market', routeWord: 'flea-market' },
  { section: 'services', name: 'Services', routeWord: 'services' },
  { section: 'food', name: 'Food', routeWord: 'food' },
  { section: 'automarket', name: 'Automarket', routeWord: 'auto-market' },
  { section: 'property', name: 'Property', routeWord: 'property' },
] as const satisfies readonly Division[];

export function divisionOf(section: MarketplaceSection): Division {
  const division = divisions.find((d) => d.section === section);
  if (!division) throw new Error(`Unknown marketplace section: ${section}`);
  return division;
}

export function divisionByRouteWord(routeWord: string): Division | undefined {
  return divisions.find((d) => d.routeWord === routeWord);
}
