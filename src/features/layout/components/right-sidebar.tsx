import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { ProviderSummary } from '../../../../contract/content';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { HEADER_HEIGHT, RIGHT_SIDEBAR_WIDTH } from '../../../lib/layout';
import { providerHref } from '../../../lib/catalogue';
import { listedProviders, providerLabel } from '../providers';
import { LinkList } from './link-list';

/** The right sidebar (SPEC §2, lg and up): game providers with at least one game, with their game counts. */
export const RightSidebar = memo(function RightSidebar({ providers }: { providers: readonly ProviderSummary[] }) {
  const t = useMessages().layout;
  return (
    <Box
      component="aside"
      aria-labelledby="right-sidebar-title"
      sx={{
        display: { xs: 'none', lg: 'block' },
        position: 'fixed',
        top: HEADER_HEIGHT,
        right: 0,
        bottom: 0,
        width: RIGHT_SIDEBAR_WIDTH,
        overflowY: 'auto',
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: 3,
        py: 4,
      }}
    >
      <Typography id="right-sidebar-title" variant="subtitle2" component="h2" sx={{ px: 3, pb: 2, fontWeight: 700 }}>
        {t.providers}
      </Typography>
      <LinkList>
        {listedProviders(providers).map((provider) => (
          <li key={provider.slug}>
            <RouterLink className="row" to={providerHref(provider)}>
              <span className="label">{providerLabel(provider)}</span>
              <span className="count">{t.gamesCount(provider.gamesCount)}</span>
            </RouterLink>
          </li>
        ))}
      </LinkList>
    </Box>
  );
});
