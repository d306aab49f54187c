import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { RgRestriction } from '../../../../contract/rg';
import { useRgMessages } from '../../../i18n/rg';
import { dateTimeText } from '../../../lib/dates';

/** A time-out or an exclusion (the player's or the operator's) in force: until when, and what it closes. */
export function RestrictionNotice({ restriction, locale }: { restriction: RgRestriction; locale: string }) {
  const t = useRgMessages();
  const until = dateTimeText(restriction.until, locale);
  const title = {
    time_out: t.restrictionTimeOut,
    self_exclusion: t.restrictionSelfExclusion,
    operator_exclusion: t.restrictionOperatorExclusion,
  }[restriction.kind](until);
  return (
    <Alert severity="warning" variant="filled" role="status">
      <AlertTitle sx={{ fontWeight: 800 }}>{title}</AlertTitle>
      {t.restrictionDetail}
    </Alert>
  );
}
