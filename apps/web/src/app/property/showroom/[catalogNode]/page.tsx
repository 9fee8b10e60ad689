import { ShowroomScreen, showroomMetadata } from '@/features/discovery/server/showroom-screen';

export async function generateMetadata({ params }: PageProps<'/property/showroom/[catalogNode]'>) {
  return showroomMetadata('property', (await params).catalogNode);
}

/** `/property/showroom/:catalogNode`: a catalog node's showroom. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/property/showroom/[catalogNode]'>) {
  return (
    <ShowroomScreen
      section="property"
      nodeId={(await params).catalogNode}
      searchParams={await searchParams}
    />
  );
}
