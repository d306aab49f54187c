/** /my-bets/: the signed-in player's rounds; a visitor is sent to sign in, as on the statement. */

import { MyBets } from '../../features/bets/components/my-bets';
import { UnitError } from '../../components/unit-error';
import { useGamePictures } from '../../features/bets/use-game-pictures';
import { selectUnitError, selectUnitToken } from '../../features/unit/slice';
import { useLanguage } from '../../i18n';
import { siteCountry } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';
import { Loading, RequireAuth } from '../require-auth';

function ConnectedMyBets() {
  const token = useAppSelector(selectUnitToken);
  const unitError = useAppSelector(selectUnitError);
  const games = useGamePictures();
  const locale = `${useLanguage()}-${siteCountry()}`;
  if (!token) {
    return unitError ? <UnitError message={unitError} /> : <Loading />;
  }
  return <MyBets token={token} locale={locale} games={games} />;
}

export function MyBetsPage() {
  return (
    <AppLayout>
      <RequireAuth>
        <ConnectedMyBets />
      </RequireAuth>
    </AppLayout>
  );
}
