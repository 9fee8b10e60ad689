import { ShowroomScreen, showroomMetadata } from '@/features/discovery/server/showroom-screen';

export async function generateMetadata({ params }: PageProps<'/services/showroom/[catalogNode]'>) {
  return showroomMetadata('services', (await params).catalogNode);
}

/** `/services/showroom/:catalogNode`: a catalog node's showroom. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/services/showroom/[catalogNode]'>) {
  return (
    <ShowroomScreen
      section="services"
      nodeId={(await params).catalogNode}
      searchParams={await searchParams}
    />
  );
}
