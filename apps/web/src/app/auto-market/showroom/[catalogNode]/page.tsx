import { ShowroomScreen, showroomMetadata } from '@/features/discovery/server/showroom-screen';

export async function generateMetadata({
  params,
}: PageProps<'/auto-market/showroom/[catalogNode]'>) {
  return showroomMetadata('automarket', (await params).catalogNode);
}

/** `/auto-market/showroom/:catalogNode`: a catalog node's showroom. */
export default async function Page({
  params,
  searchParams,
}: PageProps<'/auto-market/showroom/[catalogNode]'>) {
  return (
    <ShowroomScreen
      section="automarket"
      nodeId={(await params).catalogNode}
      searchParams={await searchParams}
    />
  );
}
