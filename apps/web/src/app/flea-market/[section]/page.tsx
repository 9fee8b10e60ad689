import { SectionScreen, sectionMetadata } from '@/features/discovery/server/section-screen';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/flea-market/[section]'>) {
  return sectionMetadata('flea-market', (await params).section, await searchParams);
}

/** `/flea-market/:section`: a section's results, with search, category, filters, sort and map. */
export default async function Page({ params, searchParams }: PageProps<'/flea-market/[section]'>) {
  return (
    <SectionScreen
      section="flea-market"
      slug={(await params).section}
      searchParams={await searchParams}
    />
  );
}
