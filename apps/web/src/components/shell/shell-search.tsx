'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, type ComponentProps } from 'react';
import { queryParams, routes } from '@bazaar/contracts';
import { SearchInput } from '../search-input';

type Props = Omit<ComponentProps<typeof SearchInput>, 'defaultValue'>;

/** On the search page the input shows the text searched for. */
function SearchInputWithPageText(props: Props) {
  const pathname = usePathname();
  const text = useSearchParams().get(queryParams.search) ?? '';
  const current = pathname === routes.search ? text : '';
  // A new search text (another search page) starts the input afresh.
  return <SearchInput key={current} defaultValue={current} {...props} />;
}

/** The shell's global search input. */
export function ShellSearch(props: Props) {
  return (
    <Suspense fallback={<SearchInput {...props} />}>
      <SearchInputWithPageText {...props} />
    </Suspense>
  );
}
