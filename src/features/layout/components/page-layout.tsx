import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import brand from '@brand';
import { RouterLink } from '../../../components/link';
import { messages } from '../../../i18n/en';
import { Header, HEADER_HEIGHT } from './header';
import type { HeaderAccount } from './header';

export const CONTAINER_WIDTH = 560;

export function PageLayout({ account, children }: { account: HeaderAccount; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header account={account} />
      <Container
        component="main"
        maxWidth={false}
        sx={{ maxWidth: CONTAINER_WIDTH, pt: `${HEADER_HEIGHT + 24}px`, pb: 6, flex: 1 }}
      >
        {children}
      </Container>
      <Box component="footer" sx={{ px: 4, py: 6, textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="caption" component="p">
          {brand.settings.legal}
        </Typography>
        <Link component={RouterLink} to="/privacy-policy/" variant="caption" color="inherit">
          {messages.footer.privacy}
        </Link>
      </Box>
    </Box>
  );
}
