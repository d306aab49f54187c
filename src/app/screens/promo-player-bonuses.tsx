/**
 * The signed-in half of /promo/ (./promo-page.tsx): the player's bonus, the happy hour, the bonuses to take and the
 * finished ones. A chunk of its own: with it come RTK Query and the campaign endpoints, which a visitor never needs,
 * so the page's first load evaluates none of them.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { campaignTexts, type BonusCampaign } from '../../../contract/campaigns';
import { RouterLink } from '../../components/link';
import {
  useAcceptCampaignMutation,
  useCurrentCampaignsQuery,
  useInBonusCampaignsQuery,
  usePassedCampaignsQuery,
} from '../../features/promotions/api';
import { selectCampaignBonusRevision, selectCampaignBonusState } from '../../features/promotions/campaign-bonus';
import { BonusProgress } from '../../features/promotions/components/bonus-progress';
import { CampaignCard } from '../../features/promotions/components/campaign-card';
import { HappyHourCard } from '../../features/promotions/components/happy-hour-card';
import { useLanguage, useMessages } from '../../i18n';
import { errorMessage } from '../../lib/error-catalogue';
import { formatMoney } from '../../../contract/money';
import { bonusCampaignPath, Paths } from '../../lib/layout';
import { siteCountry } from '../../lib/site-config';
import { useAppSelector } from '../hooks';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

export function PlayerBonuses({ token }: { token: string }) {
  const t = useMessages().campaigns;
  const language = useLanguage();
  const locale = `${language}-${siteCountry()}`;
  const revision = useAppSelector(selectCampaignBonusRevision);
  const live = useAppSelector(selectCampaignBonusState);
  const currents = useCurrentCampaignsQuery({ token });
  const inBonus = useInBonusCampaignsQuery({ token });
  const passed = usePassedCampaignsQuery({ token });
  const [accept, accepting] = useAcceptCampaignMutation();
  const [error, setError] = useState<string | null>(null);
  const { refetch: refetchCurrents } = currents;
  const { refetch: refetchInBonus } = inBonus;
  const { refetch: refetchPassed } = passed;

  // A bonus started or ended (a deposit, the last bet, expiry): the lists change.
  useEffect(() => {
    if (revision === 0) return;
    void refetchCurrents();
    void refetchInBonus();
    void refetchPassed();
  }, [revision, refetchCurrents, refetchInBonus, refetchPassed]);

  const take = async (campaign: BonusCampaign) => {
    setError(null);
    try {
      await accept({ id: campaign.id, token }).unwrap();
    } catch (failure) {
      setError(errorMessage(failure));
    }
    void refetchCurrents();
    void refetchInBonus();
  };

  const open = inBonus.data?.bonus_campaigns[0];
  const openState = open?.bonus_state && live?.id === open.bonus_state.id ? live : open?.bonus_state;
  const loading = currents.isLoading || inBonus.isLoading;

  return (
    <>
      {open && openState && (
        <Section id="promo-your-bonus" title={t.yourBonus}>
          <CampaignCard campaign={open} termsHref={bonusCampaignPath(open.id)}>
            <BonusProgress state={openState} currency={open.currency} minDeposit={open.min_deposit} locale={locale} />
            {openState.status === 'awaiting_deposit' && (
              <Button component={RouterLink} to={Paths.deposit} variant="contained" size="large" sx={{ mt: 2 }}>
                {t.deposit}
              </Button>
            )}
          </CampaignCard>
        </Section>
      )}
      <HappyHourCard />
      <Section id="promo-current" title={t.current}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {loading ? (
          <Skeleton variant="rounded" height={200} role="progressbar" aria-label={t.loading} />
        ) : (currents.data?.bonus_campaigns.length ?? 0) === 0 ? (
          <Typography color="textSecondary">{t.none}</Typography>
        ) : (
          currents.data?.bonus_campaigns.map((campaign) => (
            <CampaignCard
              key={campaign.id}
              campaign={campaign}
              termsHref={bonusCampaignPath(campaign.id)}
              action={
                <Button
                  variant="contained"
                  size="large"
                  sx={{ minHeight: 48 }}
                  disabled={accepting.isLoading}
                  onClick={() => void take(campaign)}
                >
                  {accepting.isLoading && accepting.originalArgs?.id === campaign.id ? t.accepting : t.accept}
                </Button>
              }
            />
          ))
        )}
      </Section>
      {(passed.data?.bonus_campaigns.length ?? 0) > 0 && (
        <Section id="promo-passed" title={t.passed}>
          {passed.data?.bonus_campaigns.map((campaign) => (
            <Paper key={campaign.id} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
              <Typography sx={{ fontWeight: 700 }}>{campaignTexts(campaign, language).title}</Typography>
              <Typography variant="body2" color="textSecondary">
                {campaign.bonus_state?.status === 'completed'
                  ? t.completed(formatMoney(campaign.bonus_state.won_amount ?? 0, campaign.currency))
                  : t.expired}
              </Typography>
            </Paper>
          ))}
        </Section>
      )}
    </>
  );
}
