/**
 * Ticket cash-out, in two routes (SPEC §2):
 * - /cashout/ticket/preload/ is the confirm step: what will move (the whole withdrawable balance) and Create ticket,
 *   which calls ticket_cash_out, keeps the ticket in session storage and goes on to the result;
 * - /cashout/ticket/ is the result: the code, Copy and a QR code, read back from session storage, so that a reload
 *   (or coming back in the same tab) still shows the ticket just made. Without one it offers the confirm step.
 */

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { CashScreen } from '../../../components/cash-screen';
import { RouterLink } from '../../../components/link';
import { QrCode } from '../../../components/qr-code';
import { useMessages } from '../../../i18n';
import { isApiError } from '../../../lib/error-catalogue';
import { groupTicketCode } from '../../../lib/input-cleaning';
import type { DescribedError } from '../../../lib/error-catalogue';
import { FormError } from '../../../components/form-error';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useFailureHandler } from '../../../lib/failures';
import { formatMoney } from '../../../../contract/money';
import { sessionStore } from '../../../lib/safe-storage';
import { useTicketCashOutMutation } from '../api';
import { CashOutPaths } from '../methods';
import { readTicket, saveTicket } from '../ticket-storage';
import type { StoredTicket } from '../ticket-storage';
import { MethodIcon } from './method-icon';

function TicketFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useMessages().cashout;
  return (
    <CashScreen icon={<MethodIcon method="ticket" />} title={title} back={{ to: CashOutPaths.hub, label: t.back }}>
      {children}
    </CashScreen>
  );
}

/** A figure the screen is about (the ticket's amount), large, named by the line above it. */
function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <>
      <Typography color="textSecondary" sx={{ mt: 4 }} id={id}>
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        aria-labelledby={id}
        sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </>
  );
}

export interface TicketPreloadProps {
  unitToken: string;
  unitId: number;
  currency: string;
  /** Minor units: balance + deposit, all of which moves */
  withdrawable: number;
  /** SPEC §4: the send answered (also when refused) */
  onAnswered: () => void;
  /** The ticket is made: the withdrawable balance is now 0 */
  onCashedOut: () => void;
  /** Goes on to the result page */
  onDone: () => void;
}

export function TicketPreload({
  unitToken,
  unitId,
  currency,
  withdrawable,
  onAnswered,
  onCashedOut,
  onDone,
}: TicketPreloadProps) {
  const messages = useMessages();
  const t = messages.cashout;
  const [cashOut, { isLoading }] = useTicketCashOutMutation();
  const [error, setError] = useState<DescribedError | null>(null);
  const handleFailure = useFailureHandler();

  const create = async () => {
    setError(null);
    try {
      const answer = await cashOut({ token: unitToken }).unwrap();
      onAnswered();
      saveTicket(sessionStore, { code: answer.fin_operation.gs_ticket, amount: withdrawable, currency, unitId });
      onCashedOut();
      onDone();
    } catch (failure) {
      if (isApiError(failure) && failure.status > 0) onAnswered();
      setError(handleFailure(failure));
    }
  };

  return (
    <TicketFrame title={t.ticketTitle}>
      <Typography>{t.ticketIntro}</Typography>
      <Figure id="ticket-amount-label" label={t.ticketAmount} value={formatMoney(withdrawable, currency)} />
      {withdrawable <= 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {messages.errors.noFunds}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        disabled={withdrawable <= 0 || isLoading}
        onClick={() => void create()}
      >
        {t.ticketConfirm}
      </Button>
      <FormError error={error} />
    </TicketFrame>
  );
}

function CopyButton({ code }: { code: string }) {
  const t = useMessages().cashout;
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button variant="contained" size="large" fullWidth onClick={() => void copy()} sx={{ mt: 3 }}>
        {state === 'copied' ? t.copied : t.copy}
      </Button>
      {/* Announced either way; shown only when copying failed (the button itself says Copied!). */}
      <Typography role="status" variant="body2" color="error" sx={{ mt: 1, minHeight: 20 }}>
        {state === 'failed' ? t.copyFailed : null}
        {state === 'copied' ? (
          <Box component="span" sx={visuallyHidden}>
            {t.copied}
          </Box>
        ) : null}
      </Typography>
    </>
  );
}

export function TicketResult({ unitId }: { unitId: number }) {
  const t = useMessages().cashout;
  const [ticket, setTicket] = useState<StoredTicket | null | undefined>(undefined);
  useEffect(() => setTicket(readTicket(sessionStore, unitId)), [unitId]);
  if (ticket === undefined) return null;
  if (ticket === null) {
    return (
      <TicketFrame title={t.ticketTitle}>
        <Typography>{t.noTicket}</Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
          component={RouterLink}
          to={CashOutPaths.ticket}
        >
          {t.makeTicket}
        </Button>
      </TicketFrame>
    );
  }
  const grouped = groupTicketCode(ticket.code);
  return (
    <TicketFrame title={t.ticketReadyTitle}>
      <Box
        sx={{
          mt: 1,
          p: { xs: 3, sm: 4 },
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'primary.main',
          borderRadius: 2,
          textAlign: 'center',
        }}
      >
        <Typography color="textSecondary" id="ticket-code-label">
          {t.ticketCode}
        </Typography>
        <Typography
          component="p"
          aria-labelledby="ticket-code-label"
          sx={{
            fontFamily: 'monospace',
            fontWeight: 700,
            fontSize: 'clamp(1.25rem, 7vw, 2.25rem)',
            letterSpacing: '0.06em',
            whiteSpace: 'nowrap',
          }}
        >
          {grouped}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }} id="ticket-amount-label">
          {t.ticketAmount}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          aria-labelledby="ticket-amount-label"
          sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatMoney(ticket.amount, ticket.currency)}
        </Typography>
      </Box>
      <CopyButton code={ticket.code} />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <QrCode value={ticket.code} label={t.ticketQr(grouped)} size={200} />
      </Box>
      <Box component="section" aria-labelledby="ticket-how-title" sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2" id="ticket-how-title" sx={{ fontWeight: 700 }}>
          {t.ticketHowTitle}
        </Typography>
        <Box component="ul" sx={{ pl: 5, my: 1 }}>
          <li>{t.ticketHowSite}</li>
          <li>{t.ticketHowShop}</li>
        </Box>
        <Alert severity="warning">{t.ticketKeep}</Alert>
      </Box>
    </TicketFrame>
  );
}
