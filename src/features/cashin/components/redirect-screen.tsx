/**
 * Phone redemption, instant EFT and card (SPEC §7 start_phone_redemption / start_direct_deposit): the player leaves
 * for the provider's page and comes back to the site with `?status=` (src/app/payment-return.ts shows the toast and
 * records the purchase from the pending payment remembered here).
 */

import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, FormState } from 'react-hook-form';
import type { RedirectAnswer } from '../../../../contract/deposits';
import type { CountryCode } from '../../../../contract/money';
import { FormError } from '../../../components/form-error';
import { FormTextField } from '../../../components/form-text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useLanguage, useMessages } from '../../../i18n';
import { describeError } from '../../../lib/error-catalogue';
import type { DescribedError } from '../../../lib/error-catalogue';
import { toMinorUnits } from '../../../lib/money';
import { rememberPendingPayment, takePendingPayment } from '../../../lib/pending-payment';
import { storage, StorageKeys } from '../../../lib/safe-storage';
import { siteConfig } from '../../../lib/site-config';
import { useStartDirectDepositMutation, useStartPhoneRedemptionMutation } from '../api';
import { leaveTo } from '../browser';
import { returnUrls } from '../return-address';
import { depositAmountSchema, redemptionPhoneSchema } from '../schemas';
import type { DepositAmountValues, RedemptionPhoneValues } from '../schemas';
import { AcceptedVouchers } from './accepted-vouchers';
import { DepositAmountField } from './amount-field';
import { HowItWorks } from './how-it-works';
import { MethodFrame } from './method-frame';

export type RedirectMethod = 'phone' | 'instantEft' | 'card';

const PAYMENT_TYPES = { instantEft: 'instant_eft', card: 'card' } as const;

export interface RedirectScreenProps {
  method: RedirectMethod;
  unitToken: string;
  currency: string;
  country: CountryCode;
  /** The signed-in player's phone, offered for phone redemption */
  playerPhone?: string;
  /** The voucher brands phone redemption accepts (brand settings, through the build's site config); none by default */
  voucherBrands?: readonly string[];
}

/** Starts the payment and leaves for the provider's page; a refusal is shown in the catalogue's words. */
function useStartAndLeave() {
  const [failure, setFailure] = useState<DescribedError | null>(null);
  const [leaving, setLeaving] = useState(false);
  const run = async (start: () => Promise<RedirectAnswer>, beforeLeaving: () => void) => {
    setFailure(null);
    try {
      const { redirect_url } = await start();
      beforeLeaving();
      setLeaving(true);
      leaveTo(redirect_url);
    } catch (error) {
      setFailure(describeError(error));
    }
  };
  return { failure, leaving, run };
}

/** The form's end: Continue to payment, then why the provider refused, or that the player is on their way. */
function PayAndLeave<T extends FieldValues>({
  formState,
  failure,
  leaving,
}: {
  formState: FormState<T>;
  failure: DescribedError | null;
  leaving: boolean;
}) {
  const t = useMessages().depositMethods;
  return (
    <>
      <SubmitButton formState={formState} busy={leaving}>
        {t.continueToPay}
      </SubmitButton>
      <FormError error={failure} />
      {leaving && (
        <Alert severity="info" role="status" icon={<CircularProgress size={20} />} sx={{ mt: 2 }}>
          {t.leaving}
        </Alert>
      )}
    </>
  );
}

function PhoneForm({ unitToken, country, playerPhone }: Omit<RedirectScreenProps, 'method' | 'currency'>) {
  const t = useMessages().depositMethods;
  const language = useLanguage();
  const [startPhone] = useStartPhoneRedemptionMutation();
  const { failure, leaving, run } = useStartAndLeave();
  const { control, handleSubmit, formState, setValue } = useForm<RedemptionPhoneValues>({
    resolver: yupResolver(redemptionPhoneSchema(country)),
    mode: 'onTouched',
    defaultValues: { phone: '' },
  });
  useEffect(() => {
    if (playerPhone) setValue('phone', playerPhone, { shouldDirty: true, shouldValidate: true });
  }, [playerPhone, setValue]);

  const submit = ({ phone }: RedemptionPhoneValues) =>
    run(
      () =>
        startPhone({
          token: unitToken,
          phone,
          fp_request_id: storage.get(StorageKeys.fpRequestId) ?? undefined,
          ...returnUrls(window.location.origin, language),
        }).unwrap(),
      // The amount is the voucher's, unknown here: forget any older payment so its amount is not reported.
      () => void takePendingPayment(),
    );

  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit)}>
      <FormTextField
        control={control}
        name="phone"
        label={t.phoneNumber}
        clean="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <PayAndLeave formState={formState} failure={failure} leaving={leaving} />
    </form>
  );
}

function AmountForm({
  method,
  unitToken,
  currency,
}: {
  method: 'instantEft' | 'card';
  unitToken: string;
  currency: string;
}) {
  const language = useLanguage();
  const [startDirect] = useStartDirectDepositMutation();
  const { failure, leaving, run } = useStartAndLeave();
  const limits = { minMinor: 0, maxMinor: 0, currency };
  const { control, handleSubmit, formState, setValue } = useForm<DepositAmountValues>({
    resolver: yupResolver(depositAmountSchema(limits)),
    mode: 'onChange',
    defaultValues: { amount: '' },
  });

  const submit = ({ amount }: DepositAmountValues) => {
    const minor = toMinorUnits(amount);
    const paymentType = PAYMENT_TYPES[method];
    return run(
      () =>
        startDirect({
          token: unitToken,
          payment_type: paymentType,
          amount: minor,
          fp_request_id: storage.get(StorageKeys.fpRequestId) ?? undefined,
          ...returnUrls(window.location.origin, language),
        }).unwrap(),
      () => rememberPendingPayment({ amount: minor, currency, method: paymentType }),
    );
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(submit)}>
      <DepositAmountField control={control} setValue={setValue} limits={limits} />
      <PayAndLeave formState={formState} failure={failure} leaving={leaving} />
    </form>
  );
}

export function RedirectScreen({
  method,
  unitToken,
  currency,
  country,
  playerPhone,
  voucherBrands = siteConfig.voucherBrands,
}: RedirectScreenProps) {
  const t = useMessages().depositMethods;
  const title = { phone: t.phoneTitle, instantEft: t.instantEftTitle, card: t.cardTitle }[method];
  return (
    <MethodFrame method={method} title={title}>
      {method === 'phone' && <AcceptedVouchers names={voucherBrands} />}
      {method === 'phone' ? (
        <PhoneForm unitToken={unitToken} country={country} playerPhone={playerPhone} />
      ) : (
        <AmountForm method={method} unitToken={unitToken} currency={currency} />
      )}
      <HowItWorks />
    </MethodFrame>
  );
}
