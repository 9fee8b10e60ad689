import { SectionScreen, sectionMetadata } from '@/features/discovery/server/section-screen';

export async function generateMetadata({ params, searchParams }: PageProps<'/shophub/[section]'>) {
  return sectionMetadata('catalog', (await params).section, await searchParams);
}

/** `/shophub/:section`: a section's results, with search, category, filters, sort and map. */
export default async function Page({ params, searchParams }: PageProps<'/shophub/[section]'>) {
  return (
    <SectionScreen
      section="catalog"
      slug={(await params).section}
      searchParams={await searchParams}
    />
  );
}
