/**
 * A new player's welcome, over the page they go on to after sign-up (as commercial casinos greet a new account): the
 * first-deposit bonus with its terms, the deposit methods of the brand's country, and a way to set deposit limits
 * before playing (issue 39's prompt after sign-up). Where real money is off, only the welcome and the limits.
 * A chunk of its own that only a new player loads (./lazy-feedback.tsx).
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../contract/money';
import { RouterLink } from '../components/link';
import { selectUser, selectWelcomeDue, welcomeClosed } from '../features/auth/slice';
import { METHOD_ICONS } from '../features/cashin/components/method-icons';
import { CASH_IN_PATHS, cashInMethods, type CashInMethod } from '../features/cashin/methods';
import { campaignHeadline } from '../features/promotions/components/campaign-terms';
import { firstDepositOffer, useOffers } from '../features/promotions/offers';
import { selectUnit } from '../features/unit/slice';
import { useMessages } from '../i18n';
import { useOffersMessages } from '../i18n/offers';
import { bonusCampaignPath, Paths } from '../lib/layout';
import { siteCountry } from '../lib/site-config';
import { useAppDispatch, useAppSelector } from './hooks';

function DepositMethods({ methods, onGo }: { methods: CashInMethod[]; onGo: () => void }) {
  const t = useOffersMessages();
  const names = useMessages().depositMethods;
  if (methods.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="welcome-methods" sx={{ mt: 3 }}>
      <Typography id="welcome-methods" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t.depositWith}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}
      >
        {methods.map((method) => {
          const Icon = METHOD_ICONS[method];
          return (
            <li key={method}>
              <Button
                component={RouterLink}
                to={CASH_IN_PATHS[method]}
                onClick={onGo}
                variant="outlined"
                fullWidth
                startIcon={<Icon />}
                sx={{ minHeight: 48, justifyContent: 'flex-start', textAlign: 'left' }}
              >
                {names[method]}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

export function WelcomeDialog() {
  const t = useOffersMessages();
  const campaignsText = useMessages().campaigns;
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const unit = useAppSelector(selectUnit);
  const due = useAppSelector(selectWelcomeDue);
  const offers = useOffers();
  const close = () => dispatch(welcomeClosed());
  // Opened once what it shows is known (the unit says whether real money is on, the offers have answered): a dialog
  // that grew or shrank as they came would move its buttons under the player's finger.
  const open = due && unit !== null && offers.status !== 'loading';
  const realMoney = unit?.config.real_money_enabled !== false;
  const offer = realMoney && offers.status === 'ready' ? firstDepositOffer(offers.campaigns) : undefined;
  const money = (amount: number | null) => formatMoney(amount ?? 0, offer?.currency ?? 'ZAR');
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="welcome-title"
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 500, m: 2, borderRadius: 4 } } }}
    >
      <DialogTitle id="welcome-title" component="h2" sx={{ fontWeight: 800, pb: 0.5 }}>
        {t.welcomeTitle(user?.first_name ?? '')}
      </DialogTitle>
      <DialogContent>
        <Typography color="textSecondary">{realMoney ? t.welcomeIntro : t.welcomeIntroPlay}</Typography>
        {offer ? (
          <Paper
            component="section"
            aria-labelledby="welcome-bonus"
            variant="outlined"
            sx={{
              mt: 2,
              p: 2,
              borderRadius: 3,
              backgroundImage: (theme) =>
                `linear-gradient(135deg, ${theme.palette.primary.main}40 0%, ${theme.palette.background.paper} 65%)`,
            }}
          >
            <Typography id="welcome-bonus" component="h3" variant="overline" sx={{ lineHeight: 1.5 }}>
              {t.firstDepositTitle}
            </Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.35rem', lineHeight: 1.2, color: 'primary.main' }}>
              {campaignHeadline(offer, campaignsText)}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {campaignsText.termsDeposit(
                money(offer.min_deposit),
                offer.bonus_percentage ?? 0,
                money(offer.max_bonus),
              )}{' '}
              {offer.wager_multiple > 0 ? campaignsText.termsWager(offer.wager_multiple) : null}
            </Typography>
            <Button
              component={RouterLink}
              to={bonusCampaignPath(offer.id)}
              onClick={close}
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 1.5, minHeight: 48 }}
            >
              {t.takeBonus}
            </Button>
          </Paper>
        ) : null}
        {realMoney && unit ? <DepositMethods methods={cashInMethods(siteCountry(), unit.config)} onGo={close} /> : null}
        <Box component="p" sx={{ mt: 3, mb: 0 }}>
          <Typography component="span" variant="body2">
            {t.limitsLine}{' '}
          </Typography>
          <Typography
            component={RouterLink}
            to={Paths.limits}
            onClick={close}
            variant="body2"
            sx={{ fontWeight: 700, color: 'primary.main' }}
          >
            {t.limitsLink}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} sx={{ minHeight: 48 }}>
          {t.later}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
