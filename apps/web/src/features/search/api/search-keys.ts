import { type SearchDivision } from '@bazaar/contracts';

/** Query keys of the search page: every key starts with `['search']`. */
export const searchKeys = {
  all: ['search'] as const,
  results: (division: SearchDivision, q: string) =>
    [...searchKeys.all, 'results', division, q] as const,
};
