import { ShowroomScreen, showroomMetadata } from '@/features/discovery/server/showroom-screen';

export async function generateMetadata({ params }: PageProps<'/food/showroom/[catalogNode]'>) {
  return showroomMetadata('food', (await params).catalogNode);
}

/** `/food/showroom/:catalogNode`: a catalog node's showroom. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/food/showroom/[catalogNode]'>) {
  return (
    <ShowroomScreen
      section="food"
      nodeId={(await params).catalogNode}
      searchParams={await searchParams}
    />
  );
}
