/**
 * The home page's way to the offers (SPEC's Promo entry stays disabled without happy-hour configs): the running
 * bonuses' headlines, Sign up for a visitor (the promotions for a player), and a link to every offer's terms on
 * /casino-bonuses/. A chunk of its own, drawn in a box of fixed height that the page keeps for it.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BonusCampaign } from '../../../../contract/campaigns';
import { RouterLink } from '../../../components/link';
import { BannerPicture } from '../../../components/lobby-banner';
import { useMessages } from '../../../i18n';
import { useOffersMessages } from '../../../i18n/offers';
import { Paths, signUpPath } from '../../../lib/layout';
import { useOffers } from '../offers';
import { campaignHeadline } from './campaign-terms';

export function OffersStrip({
  signedIn,
  minHeight,
}: {
  signedIn: boolean;
  /** The room the page keeps for the strip: held while the offers load, given up when there are none. */
  minHeight: { xs: number; sm: number };
}) {
  const offers = useOffers();
  if (offers.status === 'loading') return <Box sx={{ minHeight, mb: 3 }} />;
  if (offers.status === 'failed' || offers.campaigns.length === 0) return null;
  return <OffersStripView campaigns={offers.campaigns} signedIn={signedIn} minHeight={minHeight} />;
}

/** The strip drawn from offers already read (the page's style probes draw it too: src/app/style-probes.tsx). */
export function OffersStripView({
  campaigns,
  signedIn,
  minHeight,
}: {
  campaigns: readonly BonusCampaign[];
  signedIn: boolean;
  minHeight: { xs: number; sm: number };
}) {
  const t = useOffersMessages();
  const campaignsText = useMessages().campaigns;
  return (
    <Paper
      component="section"
      aria-labelledby="offers-strip-title"
      sx={{
        minHeight,
        mb: 3,
        p: 2,
        borderRadius: 4,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        backgroundImage: (theme) =>
          `linear-gradient(120deg, ${theme.palette.primary.main}40 0%, ${theme.palette.background.paper} 70%)`,
      }}
    >
      {/* our own art, where the row has room for it beside the headlines and the button */}
      <Box
        aria-hidden="true"
        sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0, width: 84, height: 84, color: 'primary.main' }}
      >
        <BannerPicture kind="gift" ink="currentColor" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id="offers-strip-title" component="h2" variant="overline" sx={{ lineHeight: 1.5 }}>
          {t.stripLabel}
        </Typography>
        {campaigns.slice(0, 2).map((campaign) => (
          <Typography key={campaign.id} sx={{ fontWeight: 800, color: 'primary.main', lineHeight: 1.3 }}>
            {campaignHeadline(campaign, campaignsText)}
          </Typography>
        ))}
        <Typography
          component={RouterLink}
          to={Paths.casinoBonuses}
          variant="body2"
          // A whole tap target (48 px high) on a phone, though it reads as a line of text.
          sx={{ color: 'text.primary', display: 'inline-flex', alignItems: 'center', minHeight: 48 }}
        >
          {t.stripMore(campaigns.length)}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={signedIn ? Paths.promo : signUpPath()}
        variant="contained"
        size="large"
        sx={{ flexShrink: 0, minHeight: 48 }}
      >
        {signedIn ? t.seeBonus : t.signUp}
      </Button>
    </Paper>
  );
}
