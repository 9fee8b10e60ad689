import { SearchScreen, searchMetadata } from '@/features/search/server/search-screen';

export async function generateMetadata({ searchParams }: PageProps<'/search'>) {
  return searchMetadata(await searchParams);
}

/** `/search`: the global search with its catalog, flea market and services tabs. */
export default async function Page({ searchParams }: PageProps<'/search'>) {
  return <SearchScreen searchParams={await searchParams} />;
}
