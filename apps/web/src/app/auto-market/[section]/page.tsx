import { SectionScreen, sectionMetadata } from '@/features/discovery/server/section-screen';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/auto-market/[section]'>) {
  return sectionMetadata('automarket', (await params).section, await searchParams);
}

/** `/auto-market/:section`: a section's results, with search, category, filters, sort and map. */
export default async function Page({ params, searchParams }: PageProps<'/auto-market/[section]'>) {
  return (
    <SectionScreen
      section="automarket"
      slug={(await params).section}
      searchParams={await searchParams}
    />
  );
}
