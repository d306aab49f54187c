import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { RgRestriction } from '../../../../contract/rg';
import { useRgMessages } from '../../../i18n/rg';
import { dateTimeText } from '../format';

/** A time-out or self-exclusion in force: until when, and what it closes. */
export function RestrictionNotice({ restriction, locale }: { restriction: RgRestriction; locale: string }) {
  const t = useRgMessages();
  const until = dateTimeText(restriction.until, locale);
  return (
    <Alert severity="warning" variant="filled" role="status">
      <AlertTitle sx={{ fontWeight: 800 }}>
        {restriction.kind === 'self_exclusion' ? t.restrictionSelfExclusion(until) : t.restrictionTimeOut(until)}
      </AlertTitle>
      {t.restrictionDetail}
    </Alert>
  );
}
