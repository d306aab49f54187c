import brand from '@brand';
import { selectIsSignedIn } from '../../features/auth/slice';
import { HomeScreen } from '../../features/home/components/home-screen';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

export function HomePage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <AppLayout>
      <HomeScreen brandName={brand.settings.name} signedIn={signedIn} />
    </AppLayout>
  );
}
