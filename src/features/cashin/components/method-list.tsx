/** The hub's method cards: one big tappable row each, its icon, name and a line on what it is. */

import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChevronRightIcon } from '../../../components/icons';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { CASH_IN_PATHS } from '../methods';
import type { CashInMethod } from '../methods';
import { METHOD_ICONS } from './method-icons';

const NAMES = {
  voucher: ['voucher', 'voucherText'],
  phone: ['phone', 'phoneText'],
  instantEft: ['instantEft', 'instantEftText'],
  card: ['card', 'cardText'],
  upiQr: ['upiQr', 'upiQrText'],
  upiIntent: ['upiIntent', 'upiIntentText'],
} as const satisfies Record<CashInMethod, readonly [string, string]>;

/** The round tinted badge an icon sits in (the hub's cards and the method pages' titles). */
export function IconBadge({ children }: { children: React.ReactNode }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        flex: 'none',
        width: 48,
        height: 48,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.selected',
        color: 'primary.main',
        '& svg': { fontSize: 28 },
      }}
    >
      {children}
    </Box>
  );
}

export function MethodList({ methods }: { methods: readonly CashInMethod[] }) {
  const t = useMessages().depositMethods;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {methods.map((method) => {
        const Icon = METHOD_ICONS[method];
        const [name, text] = NAMES[method];
        return (
          <li key={method}>
            <Paper variant="outlined" sx={{ height: '100%', overflow: 'hidden' }}>
              <CardActionArea
                component={RouterLink}
                to={CASH_IN_PATHS[method]}
                sx={{ height: '100%', minHeight: 80, p: 3, display: 'flex', alignItems: 'center', gap: 3 }}
              >
                <IconBadge>
                  <Icon />
                </IconBadge>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 700 }}>
                    {t[name]}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {t[text]}
                  </Typography>
                </Box>
                <ChevronRightIcon color="action" />
              </CardActionArea>
            </Paper>
          </li>
        );
      })}
    </Box>
  );
}
