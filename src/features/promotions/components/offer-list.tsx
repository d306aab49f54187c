/**
 * Every bonus the site runs now, each with its terms in plain words and, for a visitor, a Sign up button that goes on
 * to the bonus once the account is made (a player gets a link to the bonus instead). /casino-bonuses/ and a visitor's
 * /promo/ load it as a chunk of their own.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { campaignTexts, type BonusCampaign } from '../../../../contract/campaigns';
import { RouterLink } from '../../../components/link';
import { useLanguage, useMessages } from '../../../i18n';
import { useOffersMessages } from '../../../i18n/offers';
import { bonusCampaignPath, signUpPath } from '../../../lib/layout';
import { useOffers, type Offers } from '../offers';
import { CampaignCard } from './campaign-card';
import { LOADING_ROOM } from './loading-room';
import { campaignTerms } from './campaign-terms';

function OfferCard({ campaign, signedIn }: { campaign: BonusCampaign; signedIn: boolean }) {
  const t = useOffersMessages();
  const language = useLanguage();
  const terms = campaignTerms(campaign, useMessages().campaigns);
  const termsId = `offer-terms-${campaign.id}`;
  const action = signedIn ? (
    <Button component={RouterLink} to={bonusCampaignPath(campaign.id)} variant="contained" size="large">
      {t.seeBonus}
    </Button>
  ) : (
    <Button
      component={RouterLink}
      to={signUpPath(bonusCampaignPath(campaign.id))}
      variant="contained"
      size="large"
      aria-label={t.signUpFor(campaignTexts(campaign, language).title)}
      sx={{ minWidth: 160 }}
    >
      {t.signUp}
    </Button>
  );
  return (
    <CampaignCard campaign={campaign} action={action}>
      <Typography id={termsId} component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t.terms}
      </Typography>
      {/* Plain items styled once by their list, rather than a Typography each: the same look, less to render. */}
      <Box component="ul" aria-labelledby={termsId} sx={{ m: 0, pl: 2.5, typography: 'body2', '& li': { mb: 0.5 } }}>
        {terms.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </CampaignCard>
  );
}

export function OfferList({ signedIn }: { signedIn: boolean }) {
  return <OfferListView offers={useOffers()} signedIn={signedIn} />;
}

/** The list drawn from the offers' state (the page's style probes draw it ready: src/app/style-probes.tsx). */
export function OfferListView({ offers, signedIn }: { offers: Offers & { retry: () => void }; signedIn: boolean }) {
  const t = useOffersMessages();
  let body;
  if (offers.status === 'loading') {
    // The list's room kept while it loads: the sign-in prompt below it stays put, off the screen (loading-room.ts).
    body = (
      <div style={LOADING_ROOM}>
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t.loading} />
      </div>
    );
  } else if (offers.status === 'failed') {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={offers.retry} sx={{ minHeight: 48 }}>
            {t.retry}
          </Button>
        }
      >
        {t.failed}
      </Alert>
    );
  } else if (offers.campaigns.length === 0) {
    body = <Typography color="textSecondary">{t.none}</Typography>;
  } else {
    body = offers.campaigns.map((campaign) => <OfferCard key={campaign.id} campaign={campaign} signedIn={signedIn} />);
  }
  return (
    <Box component="section" aria-labelledby="offers-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography id="offers-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t.offersTitle}
        </Typography>
        {signedIn ? null : <Typography color="textSecondary">{t.offersIntro}</Typography>}
      </Box>
      {body}
    </Box>
  );
}
