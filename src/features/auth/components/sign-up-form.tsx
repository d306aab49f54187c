/**
 * Sign-up in three steps: phone → OTP code → name, password, date of birth and the 18+ and terms tick (SPEC §7
 * account calls; the age check of issue 39).
 */

import { lazy, Suspense, useState } from 'react';
import { CodeStep, PhoneStep } from '../../../components/phone-steps';
import { LoadingNote } from '../../../components/loading-note';
import { retryingImport } from '../../../lib/retrying-import';
import { siteConfig } from '../../../lib/site-config';
import { identifySupportChat } from '../../../lib/support-chat';
import { useConfirmPhoneMutation, useStartRegistrationMutation } from '../api';

const loadDetailsStep = () => import('./details-step');
const DetailsStep = lazy(() => retryingImport(loadDetailsStep).then((m) => ({ default: m.DetailsStep })));

export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [startRegistration] = useStartRegistrationMutation();
  const [confirmPhone] = useConfirmPhoneMutation();
  const [phone, setPhone] = useState<string | null>(null);
  const [phoneToken, setPhoneToken] = useState<string | null>(null);
  if (!phone) {
    return (
      <PhoneStep
        submit={async (e164) => {
          await startRegistration({ site_id: siteConfig.siteId, phone: e164 }).unwrap();
          // Fetched while the code is on its way, so the last step opens at once.
          void loadDetailsStep();
          setPhone(e164);
        }}
      />
    );
  }
  if (!phoneToken) {
    return (
      <CodeStep
        phone={phone}
        resend={async () => {
          await startRegistration({ site_id: siteConfig.siteId, phone }).unwrap();
        }}
        submit={async (otp) => {
          const answer = await confirmPhone({ phone, otp, site_id: siteConfig.siteId }).unwrap();
          setPhoneToken(answer.phone_token);
        }}
      />
    );
  }
  return (
    <Suspense fallback={<LoadingNote />}>
      <DetailsStep
        phoneToken={phoneToken}
        onSignedIn={() => {
          identifySupportChat({ phone });
          onSignedIn();
        }}
      />
    </Suspense>
  );
}
