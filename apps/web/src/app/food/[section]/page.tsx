import { SectionScreen, sectionMetadata } from '@/features/discovery/server/section-screen';

export async function generateMetadata({ params, searchParams }: PageProps<'/food/[section]'>) {
  return sectionMetadata('food', (await params).section, await searchParams);
}

/** `/food/:section`: a section's results, with search, category, filters, sort and map. */
export default async function Page({ params, searchParams }: PageProps<'/food/[section]'>) {
  return (
    <SectionScreen section="food" slug={(await params).section} searchParams={await searchParams} />
  );
}
