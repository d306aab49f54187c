/** A bonus campaign the player may take: its headline, title and pitch, a Take bonus button and a link to its terms. */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { campaignTexts, type BonusCampaign } from '../../../../contract/campaigns';
import { RouterLink } from '../../../components/link';
import { useLanguage, useMessages } from '../../../i18n';
import { campaignHeadline } from './campaign-terms';

export function CampaignCard({
  campaign,
  termsHref,
  action,
  children,
  headingLevel = 'h3',
}: {
  campaign: BonusCampaign;
  /** Its preview page with the terms; none on that page itself. */
  termsHref?: string;
  /** The Take bonus button (or a sign-in link); none on a finished campaign. */
  action?: ReactNode;
  /** Below the pitch: the player's progress in it. */
  children?: ReactNode;
  /** h3 in the promotions page's list, h1 on the campaign's own page */
  headingLevel?: 'h1' | 'h3';
}) {
  const t = useMessages().campaigns;
  // The operator's name and terms in the page's language, else English (contract/campaigns.ts campaignTexts).
  const { title, description } = campaignTexts(campaign, useLanguage());
  return (
    <Paper
      component="article"
      aria-label={title}
      sx={{
        p: 3,
        borderRadius: 4,
        backgroundImage: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.main}33 0%, ${theme.palette.background.paper} 60%)`,
      }}
    >
      <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.2, color: 'primary.main' }}>
        {campaignHeadline(campaign, t)}
      </Typography>
      <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, mt: 0.5 }}>
        {title}
      </Typography>
      {description && (
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      {children && <Box sx={{ mt: 2 }}>{children}</Box>}
      {(action || termsHref) && (
        <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
          {action}
          {termsHref && (
            <Button component={RouterLink} to={termsHref} size="large" sx={{ minHeight: 48 }}>
              {t.details}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
