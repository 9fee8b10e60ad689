import { isUuid, marketplaceSections, type MarketplaceSection } from '@bazaar/contracts';

/** What the catalogue structure page keeps in its address: the division and the chosen node. */
export interface StructureAddress {
  section: MarketplaceSection;
  node: string | null;
}

export function structureAddressFromSearchParams(params: URLSearchParams): StructureAddress {
  const section = params.get('section');
  const node = params.get('node');
  return {
    section: (marketplaceSections as readonly string[]).includes(section ?? '')
      ? (section as MarketplaceSection)
      : 'catalog',
    node: node && isUuid(node) ? node : null,
  };
}

export function structureAddressToSearchParams(address: StructureAddress): URLSearchParams {
  const params = new URLSearchParams({ section: address.section });
  if (address.node) params.set('node', address.node);
  return params;
}
