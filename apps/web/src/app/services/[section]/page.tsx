import { SectionScreen, sectionMetadata } from '@/features/discovery/server/section-screen';

export async function generateMetadata({ params, searchParams }: PageProps<'/services/[section]'>) {
  return sectionMetadata('services', (await params).section, await searchParams);
}

/** `/services/:section`: a section's results, with search, category, filters, sort and map. */
export default async function Page({ params, searchParams }: PageProps<'/services/[section]'>) {
  return (
    <SectionScreen
      section="services"
      slug={(await params).section}
      searchParams={await searchParams}
    />
  );
}
