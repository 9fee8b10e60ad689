import { SectionScreen, sectionMetadata } from '@/features/discovery/server/section-screen';

export async function generateMetadata({ params, searchParams }: PageProps<'/property/[section]'>) {
  return sectionMetadata('property', (await params).section, await searchParams);
}

/** `/property/:section`: a section's results, with search, category, filters, sort and map. */
export default async function Page({ params, searchParams }: PageProps<'/property/[section]'>) {
  return (
    <SectionScreen
      section="property"
      slug={(await params).section}
      searchParams={await searchParams}
    />
  );
}
