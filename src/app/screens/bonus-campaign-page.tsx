/**
 * /promo/bonus/?id=<id> (SPEC §2's promo bonus-campaign preview): one campaign with its terms in plain words, and a
 * Take bonus button (or the player's progress in it, or a sign-in). Campaigns are the operator's data, not content,
 * so the page is one static shell and the id is read from the address once the page has hydrated.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { RouterLink } from '../../components/link';
import { visuallyHidden } from '../../components/visually-hidden';
import { selectIsSignedIn } from '../../features/auth/slice';
import { useAcceptCampaignMutation, useBonusCampaignQuery } from '../../features/promotions/api';
import { selectCampaignBonusState } from '../../features/promotions/campaign-bonus';
import { BonusProgress } from '../../features/promotions/components/bonus-progress';
import { CampaignCard } from '../../features/promotions/components/campaign-card';
import { campaignTerms } from '../../features/promotions/components/campaign-terms';
import { NoPromotionsHere } from '../../features/unit/components/no-promotions-here';
import { selectPlaysForFun, selectUnitToken } from '../../features/unit/slice';
import { useLanguage, useMessages } from '../../i18n';
import { errorMessage } from '../../lib/error-catalogue';
import { bonusCampaignPath, Paths, signInPath } from '../../lib/layout';
import { siteCountry } from '../../lib/site-config';
import { AppLayout } from '../app-layout';
import { useAppSelector } from '../hooks';

/** The campaign id in the address, once in the browser; null when there is none (or not yet). */
function useCampaignId(): number | null | undefined {
  const [id, setId] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    const raw = new URLSearchParams(window.location.search).get('id');
    const parsed = raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
    setId(parsed !== null && parsed > 0 ? parsed : null);
  }, []);
  return id;
}

export function BonusCampaignScreen() {
  const t = useMessages().campaigns;
  const locale = `${useLanguage()}-${siteCountry()}`;
  const id = useCampaignId();
  const signedIn = useAppSelector(selectIsSignedIn);
  const token = useAppSelector(selectUnitToken);
  const live = useAppSelector(selectCampaignBonusState);
  // Where the site plays for fun the server refuses bonuses: the page says why instead (contract/play-money.ts).
  const playsForFun = useAppSelector(selectPlaysForFun) && signedIn;
  const query = useBonusCampaignQuery(
    { id: id ?? 0, token: signedIn ? token : null },
    { skip: id === undefined || id === null || playsForFun },
  );
  const [accept, accepting] = useAcceptCampaignMutation();
  const [error, setError] = useState<string | null>(null);

  const campaign = query.data?.bonus_campaign;
  const state = campaign?.bonus_state && live?.id === campaign.bonus_state.id ? live : campaign?.bonus_state;

  const take = async () => {
    if (!campaign || !token) return;
    setError(null);
    try {
      await accept({ id: campaign.id, token }).unwrap();
    } catch (failure) {
      setError(errorMessage(failure));
    }
    void query.refetch();
  };

  let body;
  if (playsForFun) {
    body = <NoPromotionsHere />;
  } else if (id === null || query.isError) {
    body = <Alert severity="info">{t.notFound}</Alert>;
  } else if (!campaign) {
    body = <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t.loading} />;
  } else {
    const action = !signedIn ? (
      <Button component={RouterLink} to={signInPath(bonusCampaignPath(campaign.id))} variant="contained" size="large">
        {t.visitorTitle}
      </Button>
    ) : state ? undefined : (
      <Button
        variant="contained"
        size="large"
        sx={{ minHeight: 48 }}
        disabled={accepting.isLoading}
        onClick={() => void take()}
      >
        {accepting.isLoading ? t.accepting : t.accept}
      </Button>
    );
    body = (
      <>
        <CampaignCard campaign={campaign} action={action} headingLevel="h1">
          {state && (state.status === 'active' || state.status === 'awaiting_deposit') && (
            <BonusProgress
              state={state}
              currency={campaign.currency}
              minDeposit={campaign.min_deposit}
              locale={locale}
            />
          )}
        </CampaignCard>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Box component="section" aria-labelledby="bonus-terms">
          <Typography id="bonus-terms" component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
            {t.terms}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
            {campaignTerms(campaign, t).map((line) => (
              <Typography component="li" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
      </>
    );
  }

  return (
    <AppLayout>
      <Stack spacing={4}>
        <Button component={RouterLink} to={Paths.promo} sx={{ alignSelf: 'flex-start', minHeight: 48 }}>
          {t.backToPromo}
        </Button>
        {/* The campaign's title is the page's heading; without one (loading, not found), the page's place in the site. */}
        {campaign && !playsForFun ? null : (
          <Typography component="h1" sx={visuallyHidden}>
            {t.title}
          </Typography>
        )}
        {body}
      </Stack>
    </AppLayout>
  );
}
