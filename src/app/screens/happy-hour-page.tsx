/**
 * /promo/happy-hour/ (SPEC §2): the next happy hour in the player's own time with a live countdown, the player's
 * progress towards their bonus, and, once it is wagered through, the congratulations banner and the button that
 * acquires it. The promotions channel opens only for a signed-in player (SPEC §4), so a visitor is asked to sign in.
 * Where the site plays for fun (contract/play-money.ts) there is no happy hour: the page says why, with no Deposit.
 */

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { selectAuthStatus, selectIsSignedIn } from '../../features/auth/slice';
import { HappyHourCongratulations, HappyHourProgress } from '../../features/promotions/components/happy-hour-bonus';
import { HAPPY_HOUR_PATH, HappyHourCard } from '../../features/promotions/components/happy-hour-card';
import { selectActiveHhBonus, selectCompleteHhBonus, selectPaidHappyHour } from '../../features/promotions/happy-hour';
import { NoPromotionsHere } from '../../features/unit/components/no-promotions-here';
import { selectPlaysForFun, selectUnit } from '../../features/unit/slice';
import { RouterLink } from '../../components/link';
import { HAPPY_HOUR_LOOK, PageHero } from '../../components/page-hero';
import { VisitorPrompt } from '../../components/visitor-prompt';
import { useMessages } from '../../i18n';
import { Paths } from '../../lib/layout';
import { siteCurrency } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

/** What a visitor is shown once the session check says so; its styles ship with the page (src/app/style-probes.tsx). */
export function HappyHourVisitor() {
  const t = useMessages().happyHour;
  return <VisitorPrompt title={t.visitorTitle} hint={t.visitorHint} next={HAPPY_HOUR_PATH} />;
}

export function HappyHourScreen() {
  const t = useMessages();
  const status = useAppSelector(selectAuthStatus);
  const signedIn = useAppSelector(selectIsSignedIn);
  const active = useAppSelector(selectActiveHhBonus);
  const complete = useAppSelector(selectCompleteHhBonus);
  // Paid this window's bonus: another deposit in it would get none.
  const paid = useAppSelector(selectPaidHappyHour);
  // No happy hour where the site plays for fun, and nothing to deposit (contract/play-money.ts).
  const playsForFun = useAppSelector(selectPlaysForFun);
  // Deposit is offered only once the unit says the site takes real money: never for a moment on one that does not.
  const unitKnown = useAppSelector(selectUnit) !== null;
  const visitor = !signedIn && status !== 'idle' && status !== 'loading';
  const currency = siteCurrency();

  return (
    <AppLayout>
      <Stack spacing={5}>
        {/* It asks for a deposit: not where the site plays for fun. */}
        <PageHero
          title={t.happyHour.title}
          text={playsForFun ? null : t.happyHour.subtitle}
          art="clock"
          look={HAPPY_HOUR_LOOK}
        />
        {visitor ? (
          <HappyHourVisitor />
        ) : playsForFun ? (
          <NoPromotionsHere />
        ) : (
          <>
            <HappyHourCongratulations currency={currency} />
            <HappyHourCard link={false} />
            <HappyHourProgress currency={currency} />
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {unitKnown && !active && !complete && !paid && (
                <Button
                  component={RouterLink}
                  to={Paths.deposit}
                  variant="contained"
                  size="large"
                  sx={{ minHeight: 48, flex: 1 }}
                >
                  {t.happyHour.deposit}
                </Button>
              )}
              <Button
                component={RouterLink}
                to={Paths.slots}
                variant="outlined"
                size="large"
                sx={{ minHeight: 48, flex: 1 }}
              >
                {t.happyHour.play}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </AppLayout>
  );
}
