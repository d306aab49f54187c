/**
 * The /my-account/verification/ screens (SPEC §2): the overview with Start carrying the level a refused withdrawal
 * asked for (`?level=`, read once the page runs so that the static HTML matches), what verification is, and the
 * preload page that starts one and leaves for the provider's form.
 */

import { useEffect, useState } from 'react';
import type { TargetLevel } from '../../../contract/verification';
import { selectUnit } from '../../features/unit/slice';
import { VerificationInfo } from '../../features/verification/components/verification-info';
import { VerificationOverview } from '../../features/verification/components/verification-overview';
import { VerificationPreload } from '../../features/verification/components/verification-preload';
import { levelFromSearch, requiredLevel } from '../../features/verification/limits';
import { siteCurrency } from '../../lib/site-config';
import { useAppSelector } from '../hooks';
import { AccountFrame } from './account-pages';

type PageLocation = { search?: string };

/** The `?level=` of the address, once the page runs. */
function useAskedLevel(location: PageLocation): TargetLevel | null {
  const [asked, setAsked] = useState<TargetLevel | null>(null);
  useEffect(() => setAsked(levelFromSearch(location.search)), [location.search]);
  return asked;
}

export function VerificationPage({ location = {} }: { location?: PageLocation }) {
  const asked = useAskedLevel(location);
  const unit = useAppSelector(selectUnit);
  return (
    <AccountFrame>
      {(user) => (
        <VerificationOverview
          user={user}
          config={unit?.config ?? null}
          currency={unit?.site.currency_code ?? siteCurrency()}
          required={requiredLevel(asked, user.verification_level)}
        />
      )}
    </AccountFrame>
  );
}

export function VerificationInfoPage() {
  return <AccountFrame>{() => <VerificationInfo />}</AccountFrame>;
}

export function VerificationPreloadPage({ location = {} }: { location?: PageLocation }) {
  const [asked, setAsked] = useState<TargetLevel | null | undefined>(undefined);
  useEffect(() => setAsked(levelFromSearch(location.search)), [location.search]);
  return (
    <AccountFrame>
      {(user) =>
        asked === undefined ? null : <VerificationPreload level={requiredLevel(asked, user.verification_level)} />
      }
    </AccountFrame>
  );
}
