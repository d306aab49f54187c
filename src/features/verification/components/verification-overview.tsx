/**
 * /my-account/verification/: the player's level, the withdrawal limits of each level (SPEC §3, known only when all
 * four are set), the last verification's state, and Start carrying the level a refused withdrawal asked for
 * (SPEC §2), disabled when none is required.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UnitConfig, User } from '../../../../contract/entities';
import { ErrorCodes } from '../../../../contract/errors';
import { levelNumber, type TargetLevel, type Verification } from '../../../../contract/verification';
import { RouterLink } from '../../../components/link';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useLanguage, useMessages } from '../../../i18n';
import { errorCode } from '../../../lib/error-catalogue';
import { dateText } from '../../../lib/dates';
import { siteCountry } from '../../../lib/site-config';
import { formatMoney } from '../../../../contract/money';
import { useGetLastVerificationQuery } from '../api';
import { withLevel, verificationLimits } from '../limits';
import { VerificationPaths } from '../paths';

const STATUS_COLOURS: Record<string, 'info' | 'success' | 'error' | 'default'> = {
  pending: 'info',
  submitted: 'info',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
};

function Limits({ config, currency }: { config: Partial<UnitConfig> | null; currency: string }) {
  const t = useMessages().verification;
  const limits = verificationLimits(config);
  if (!limits) return <Typography color="textSecondary">{t.limitsUnknown}</Typography>;
  const rows = [
    { name: t.unverifiedLimits, single: limits.unverifiedSingleLimit, monthly: limits.unverifiedMonthlyLimit },
    { name: t.standardLimits, single: limits.standardSingleLimit, monthly: limits.standardMonthlyLimit },
  ];
  return (
    <Box
      component="table"
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        // Three columns of money on a 320 px phone: tighter cells and a smaller size there.
        fontSize: { xs: '0.875rem', sm: '1rem' },
        '& th, & td': { py: 2, px: { xs: 0.5, sm: 1 } },
        '& th:first-of-type': { pl: 0 },
        '& td:last-of-type, & th:last-of-type': { pr: 0 },
      }}
    >
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ textAlign: 'left' }}>
            <Box component="span" sx={visuallyHidden}>
              {t.limitsLevel}
            </Box>
          </Box>
          <Box component="th" scope="col" sx={{ textAlign: 'right', color: 'text.secondary', fontWeight: 500 }}>
            {t.atOnce}
          </Box>
          <Box component="th" scope="col" sx={{ textAlign: 'right', color: 'text.secondary', fontWeight: 500 }}>
            {t.perMonth}
          </Box>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Box component="tr" key={row.name} sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 600 }}>
              {row.name}
            </Box>
            <Box component="td" sx={{ textAlign: 'right' }}>
              {formatMoney(row.single, currency)}
            </Box>
            <Box component="td" sx={{ textAlign: 'right' }}>
              {formatMoney(row.monthly, currency)}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}

function LastVerification() {
  const messages = useMessages();
  const t = messages.verification;
  const language = useLanguage();
  const { data, error, isLoading, refetch } = useGetLastVerificationQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <Typography color="textSecondary">{messages.common.loading}</Typography>;
  if (error && errorCode(error) === ErrorCodes.kycHistoryEmpty) {
    return <Typography color="textSecondary">{t.noHistory}</Typography>;
  }
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()} sx={{ minHeight: 48 }}>
            {t.retry}
          </Button>
        }
      >
        {t.loadFailed}
      </Alert>
    );
  }
  const verification: Verification = data.verification;
  const started = dateText(verification.created_at, `${language}-${siteCountry()}`);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          label={t.statuses[verification.status] ?? verification.status}
          color={STATUS_COLOURS[verification.status] ?? 'default'}
        />
        <Typography>{t.forLevel(verification.level)}</Typography>
      </Stack>
      <Typography color="textSecondary">{t.startedOn(started)}</Typography>
      {verification.status === 'rejected' && verification.rejection_reason ? (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {t.rejectedBecause(verification.rejection_reason)}
        </Alert>
      ) : null}
      {verification.status === 'pending' && verification.form_url ? (
        <Button variant="outlined" href={verification.form_url} sx={{ minHeight: 48 }}>
          {t.continue}
        </Button>
      ) : null}
    </Stack>
  );
}

export function VerificationOverview({
  user,
  config,
  currency,
  required,
}: {
  user: User;
  config: Partial<UnitConfig> | null;
  currency: string;
  /** The level Start asks for (from a refused withdrawal), or null: Start is disabled. */
  required: TargetLevel | null;
}) {
  const messages = useMessages();
  const t = messages.verification;
  const level = user.verification_level;
  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Stack spacing={5}>
        <Typography variant="h5" component="h1">
          {t.title}
        </Typography>
        <Box component="section" aria-labelledby="verification-level">
          <Typography id="verification-level" variant="subtitle2" component="h2" color="textSecondary">
            {t.yourLevel}
          </Typography>
          <Typography variant="h6" component="p" data-testid="verification-level">
            {messages.account.levels[level] ?? level} · {t.levelNumber(levelNumber(level))}
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="verification-start">
          {required !== null ? (
            <Alert severity="warning" id="verification-start">
              {t.required(required)}
            </Alert>
          ) : (
            <Typography id="verification-start" color="textSecondary">
              {t.noneRequired}
            </Typography>
          )}
          {required !== null ? (
            <Button
              variant="contained"
              size="large"
              fullWidth
              component={RouterLink}
              to={withLevel(VerificationPaths.preload, required)}
              sx={{ mt: 3, minHeight: 48 }}
            >
              {t.start}
            </Button>
          ) : (
            <Button variant="contained" size="large" fullWidth disabled sx={{ mt: 3, minHeight: 48 }}>
              {t.start}
            </Button>
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {t.startHint}
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="verification-last">
          <Typography id="verification-last" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t.lastTitle}
          </Typography>
          <LastVerification />
        </Box>

        <Box component="section" aria-labelledby="verification-limits">
          <Typography id="verification-limits" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t.limitsTitle}
          </Typography>
          <Limits config={config} currency={currency} />
        </Box>

        <Button component={RouterLink} to={VerificationPaths.info} variant="text" sx={{ minHeight: 48 }}>
          {t.moreInfo}
        </Button>
      </Stack>
    </Paper>
  );
}
