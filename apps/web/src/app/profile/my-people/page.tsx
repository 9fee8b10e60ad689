import { type Metadata } from 'next';
import { MyPeoplePage } from '@/features/my-people/components/my-people-page';
import { getServerTranslator } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('myPeople.title'), robots: { index: false } };
}

/** `/profile/my-people` (BUYER; the proxy guards it): the sellers followed and their new listings. */
export default function ProfileMyPeopleRoute() {
  return <MyPeoplePage />;
}
