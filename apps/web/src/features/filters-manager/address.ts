import { marketplaceSections, type MarketplaceSection } from '@bazaar/contracts';

/** Which division and node the page shows: `?section=&node=` (the spec's query names). */
export interface FiltersManagerAddress {
  section: MarketplaceSection;
  node: string | null;
}

export function addressFromSearchParams(params: URLSearchParams): FiltersManagerAddress {
  const section = params.get('section');
  return {
    section: (marketplaceSections as readonly string[]).includes(section ?? '')
      ? (section as MarketplaceSection)
      : 'catalog',
    node: params.get('node') || null,
  };
}

export function searchParamsOfAddress({ section, node }: FiltersManagerAddress): URLSearchParams {
  const params = new URLSearchParams({ section });
  if (node) params.set('node', node);
  return params;
}
