/**
 * Where the site plays for fun (contract/play-money.ts), in place of bonuses and happy hours. A file of its own: the
 * promo pages' first load takes no RTK Query with it (./real-money-off.tsx has the refill's mutation).
 */

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../components/link';
import { useMessages } from '../../../i18n';
import { Paths } from '../../../lib/layout';

/**
 * In place of the bonuses and the happy hour (/promo/, /promo/happy-hour/, a bonus's page, /casino-bonuses/ for a
 * player) where the site plays for fun: why there is nothing to take or deposit, and a way to the games. The server
 * refuses bonuses and happy hours there (units_ctx:sites:real_money_disabled).
 */
export function NoPromotionsHere() {
  const t = useMessages().playMoney;
  return (
    <Paper component="section" aria-labelledby="play-money-promo" sx={{ p: { xs: 4, sm: 6 } }}>
      <Typography id="play-money-promo" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t.notOffered}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        {t.promoWhy}
      </Typography>
      <Button component={RouterLink} to={Paths.home} variant="contained" size="large" sx={{ mt: 3, minHeight: 48 }}>
        {t.playGames}
      </Button>
    </Paper>
  );
}
