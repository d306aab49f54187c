/** /my-account/edit-phone/: new phone → code sent to it → the account moves to that phone. */

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { User } from '../../../../contract/entities';
import { CodeStep, PhoneStep } from '../../../components/phone-steps';
import { useMessages } from '../../../i18n';
import { siteConfig } from '../../../lib/site-config';
import { useConfirmNewPhoneMutation, useStartPhoneEditMutation, useUpdateUserMutation } from '../api';

export function EditPhone({ onUpdated }: { onUpdated: (user: User) => void }) {
  const t = useMessages().account;
  const [startPhoneEdit] = useStartPhoneEditMutation();
  const [confirmNewPhone] = useConfirmNewPhoneMutation();
  const [updateUser] = useUpdateUserMutation();
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <Paper sx={{ p: { xs: 4, sm: 6 } }}>
      <Typography variant="h5" component="h1">
        {t.editPhoneTitle}
      </Typography>
      {phone ? (
        <CodeStep
          phone={phone}
          resend={async () => {
            await startPhoneEdit({ phone }).unwrap();
          }}
          submit={async (otp) => {
            const { phone_token } = await confirmNewPhone({ phone, otp, site_id: siteConfig.siteId }).unwrap();
            const { user } = await updateUser({ phone_token }).unwrap();
            onUpdated(user);
          }}
        />
      ) : (
        <PhoneStep
          label={t.newPhone}
          submit={async (e164) => {
            await startPhoneEdit({ phone: e164 }).unwrap();
            setPhone(e164);
          }}
        />
      )}
    </Paper>
  );
}
