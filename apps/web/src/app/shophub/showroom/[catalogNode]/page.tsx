import { ShowroomScreen, showroomMetadata } from '@/features/discovery/server/showroom-screen';

export async function generateMetadata({ params }: PageProps<'/shophub/showroom/[catalogNode]'>) {
  return showroomMetadata('catalog', (await params).catalogNode);
}

/** `/shophub/showroom/:catalogNode`: a catalog node's showroom. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/shophub/showroom/[catalogNode]'>) {
  return (
    <ShowroomScreen
      section="catalog"
      nodeId={(await params).catalogNode}
      searchParams={await searchParams}
    />
  );
}
