import {
  DivisionHomeScreen,
  divisionHomeMetadata,
} from '@/features/discovery/server/division-home-screen';

export const generateMetadata = () => divisionHomeMetadata('food');

/** `/food`: the division's home. */
export default function Page() {
  return <DivisionHomeScreen section="food" />;
}
