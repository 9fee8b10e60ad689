import { ShowroomScreen, showroomMetadata } from '@/features/discovery/server/showroom-screen';

export async function generateMetadata({
  params,
}: PageProps<'/flea-market/showroom/[catalogNode]'>) {
  return showroomMetadata('flea-market', (await params).catalogNode);
}

/** `/flea-market/showroom/:catalogNode`: a catalog node's showroom. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/flea-market/showroom/[catalogNode]'>) {
  return (
    <ShowroomScreen
      section="flea-market"
      nodeId={(await params).catalogNode}
      searchParams={await searchParams}
    />
  );
}
