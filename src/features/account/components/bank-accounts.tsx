/** /my-account/banks/: the player's bank accounts (masked), add and delete; UPI accounts on the India brand. */

import { yupResolver } from '@hookform/resolvers/yup';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { PlayerBankAccount, PlayerUpiAccount, User } from '../../../../contract/entities';
import { ZA_BANKS, zaBranchCode } from '../../../../contract/za-banks';
import { FormTextField } from '../../../components/form-text-field';
import { useMessages } from '../../../i18n';
import { bankAccountDetail } from '../../../lib/bank-account';
import { groupCardNumber, maskValue } from '../../../lib/input-cleaning';
import { siteCountry } from '../../../lib/site-config';
import {
  useCreateBankAccountMutation,
  useCreateUpiAccountMutation,
  useDeleteBankAccountMutation,
  useDeleteUpiAccountMutation,
} from '../api';
import { bankAccountSchema, upiAccountSchema } from '../schemas';
import type { BankAccountValues, UpiAccountValues } from '../schemas';
import { AddAccountForm } from './add-account-form';
import type { AccountKind, AddAccountFormProps } from './add-account-form';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type OnUser = (user: User) => void;

interface Entry {
  id: number;
  primary: string;
  secondary: string;
  /** How the confirmation names it */
  what: string;
}

function Section({
  id,
  title,
  empty,
  entries,
  deleteTitle,
  onDelete,
  children,
  headingLevel,
}: {
  id: string;
  title: string;
  empty: string;
  entries: Entry[];
  deleteTitle: string;
  onDelete: (id: number) => Promise<void>;
  children: ReactNode;
  /** h1 when the section is the page's only one, h2 under the page's own h1 */
  headingLevel: 'h1' | 'h2';
}) {
  const t = useMessages().account;
  const [deleting, setDeleting] = useState<Entry | null>(null);
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 4, sm: 6 }, mb: 4 }}>
      <Typography variant="h5" component={headingLevel} id={id}>
        {title}
      </Typography>
      {entries.length === 0 ? (
        <Typography color="textSecondary" sx={{ mt: 2 }}>
          {empty}
        </Typography>
      ) : (
        <List aria-labelledby={id}>
          {entries.map((entry) => (
            <ListItem
              key={entry.id}
              disableGutters
              secondaryAction={
                <Button color="error" aria-label={`${t.delete} ${entry.what}`} onClick={() => setDeleting(entry)}>
                  {t.delete}
                </Button>
              }
            >
              <ListItemText primary={entry.primary} secondary={entry.secondary} />
            </ListItem>
          ))}
        </List>
      )}
      {children}
      {deleting ? (
        <ConfirmDeleteDialog
          title={deleteTitle}
          what={deleting.what}
          onConfirm={() => onDelete(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Paper>
  );
}

/** South Africa's banks (contract/za-banks.ts) in the phone's own picker, the chosen one's universal branch code below. */
function ZaBankPicker({ control }: { control: Control<BankAccountValues> }) {
  const t = useMessages().account;
  return (
    <FormTextField
      select
      control={control}
      name="bankName"
      label={t.bank}
      hint={(bank) => (zaBranchCode(bank) ? t.branchCode(zaBranchCode(bank)) : null)}
    >
      <option value="" disabled>
        {t.chooseBank}
      </option>
      {ZA_BANKS.map((bank) => (
        <option key={bank.name} value={bank.name}>
          {bank.name}
        </option>
      ))}
    </FormTextField>
  );
}

function BankFields({ control }: { control: Control<BankAccountValues> }) {
  const t = useMessages().account;
  return (
    <>
      {siteCountry() === 'ZA' ? (
        <ZaBankPicker control={control} />
      ) : (
        <FormTextField control={control} name="bankName" label={t.bankName} autoComplete="off" />
      )}
      <FormTextField
        control={control}
        name="number"
        label={t.accountNumber}
        clean="cardNumber"
        format={groupCardNumber}
        inputMode="numeric"
        autoComplete="off"
      />
      <FormTextField control={control} name="holderName" label={t.holderName} clean="holderName" autoComplete="name" />
    </>
  );
}

function UpiFields({ control }: { control: Control<UpiAccountValues> }) {
  const t = useMessages().account;
  return (
    <>
      <FormTextField control={control} name="label" label={t.label} clean="label" autoComplete="off" />
      <FormTextField control={control} name="ifsc" label={t.ifsc} clean="ifsc" autoComplete="off" />
      <FormTextField
        control={control}
        name="accountNumber"
        label={t.accountNumber}
        clean="accountNumber"
        inputMode="numeric"
        autoComplete="off"
      />
    </>
  );
}

const bankKind: AccountKind<BankAccountValues> = {
  title: 'addBankAccount',
  resolver: yupResolver(bankAccountSchema),
  defaultValues: { bankName: '', number: '', holderName: '' },
  Fields: BankFields,
};

const upiKind: AccountKind<UpiAccountValues> = {
  title: 'addUpiAccount',
  resolver: yupResolver(upiAccountSchema),
  defaultValues: { label: '', ifsc: '', accountNumber: '' },
  Fields: UpiFields,
};

/** Also offered inline where a bank account is needed (EFT cash-out). */
export function AddBankAccountForm(props: AddAccountFormProps) {
  const [create] = useCreateBankAccountMutation();
  const submit = ({ bankName, number, holderName }: BankAccountValues) =>
    create({
      bank_name: bankName.trim(),
      number,
      holder_name: holderName.trim(),
      // A South African bank's universal branch code, which the server checks against the bank.
      ...(zaBranchCode(bankName) ? { branch_code: zaBranchCode(bankName) } : {}),
    }).unwrap();
  return <AddAccountForm {...props} kind={bankKind} create={submit} />;
}

/** Also offered inline where a UPI account is needed (UPI cash-out). */
export function AddUpiAccountForm(props: AddAccountFormProps) {
  const [create] = useCreateUpiAccountMutation();
  const submit = ({ label, ifsc, accountNumber }: UpiAccountValues) =>
    create({ label: label.trim(), ifsc, account_number: accountNumber }).unwrap();
  return <AddAccountForm {...props} kind={upiKind} create={submit} />;
}

const bankEntry = (account: PlayerBankAccount): Entry => ({
  id: account.id,
  primary: `${account.bank_name} ${maskValue(account.number)}`,
  secondary: bankAccountDetail(account),
  what: `${account.bank_name} ${maskValue(account.number)}`,
});

const upiEntry = (account: PlayerUpiAccount): Entry => ({
  id: account.id,
  primary: `${account.label} ${maskValue(account.account_number)}`,
  secondary: account.ifsc,
  what: `${account.label} ${maskValue(account.account_number)}`,
});

export function BankAccounts({ user, onUser, showUpi }: { user: User; onUser: OnUser; showUpi: boolean }) {
  const t = useMessages().account;
  const [deleteBank] = useDeleteBankAccountMutation();
  const [deleteUpi] = useDeleteUpiAccountMutation();
  return (
    <>
      {/* South Africa: the bank accounts are the whole page; India: its bank and UPI accounts, under one title. */}
      {showUpi ? (
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
          {t.banksAndUpiTitle}
        </Typography>
      ) : null}
      <Section
        id="bank-accounts-title"
        headingLevel={showUpi ? 'h2' : 'h1'}
        title={t.banksTitle}
        empty={t.noBankAccounts}
        entries={user.player_bank_accounts.map(bankEntry)}
        deleteTitle={t.deleteBankTitle}
        onDelete={async (id) => onUser((await deleteBank({ id }).unwrap()).user)}
      >
        <AddBankAccountForm onUser={onUser} headingLevel={showUpi ? 'h3' : 'h2'} />
      </Section>
      {showUpi ? (
        <Section
          id="upi-accounts-title"
          headingLevel="h2"
          title={t.upiTitle}
          empty={t.noUpiAccounts}
          entries={user.player_upi_accounts.map(upiEntry)}
          deleteTitle={t.deleteUpiTitle}
          onDelete={async (id) => onUser((await deleteUpi({ id }).unwrap()).user)}
        >
          <AddUpiAccountForm onUser={onUser} />
        </Section>
      ) : null}
    </>
  );
}
