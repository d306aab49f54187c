import { Fragment } from 'react';
import {
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  required,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import type { BackofficeBonusCampaign } from '../../../contract/backoffice-promotions';
import { BONUS_CAMPAIGN_TYPES, CAMPAIGN_LANGUAGES, type CampaignLanguage } from '../../../contract/campaigns';
import { DateTimeField } from '../common/date-time-field';
import { formViews } from '../common/form-views';
import { MoneyField } from '../common/money-field';
import { MoneyInput } from '../common/money-input';
import { PromotionList } from '../common/promotion-list';
import { WholeNumberInput } from '../common/whole-number-input';

const TYPE_CHOICES = BONUS_CAMPAIGN_TYPES.map((type) => ({ id: type, name: type.replace(/_/g, ' ') }));

export function CampaignList() {
  return (
    <PromotionList>
      <TextField source="title" />
      <TextField source="type" sortable={false} />
      <MoneyField source="amount" label="Free money" textAlign="right" />
      <MoneyField source="max_bonus" label="Max. bonus" textAlign="right" />
      <TextField source="wager_multiple" label="Wager ×" sortable={false} />
      <DateTimeField source="starts_at" label="Starts" />
      <DateTimeField source="ends_at" label="Ends" />
    </PromotionList>
  );
}

/** A deposit bonus's terms, or free money's amount: what the server requires of each type. */
function TypeTerms() {
  return (
    <FormDataConsumer<Partial<BackofficeBonusCampaign>>>
      {({ formData }) =>
        formData.type === 'free_money' ? (
          <MoneyInput source="amount" label="Amount" validate={required()} />
        ) : (
          <>
            <WholeNumberInput source="bonus_percentage" label="Bonus (% of the deposit)" min={1} max={1000} />
            <MoneyInput source="min_deposit" label="Minimum deposit" validate={required()} />
            <MoneyInput source="max_bonus" label="Maximum bonus" validate={required()} />
          </>
        )
      }
    </FormDataConsumer>
  );
}

const LANGUAGE_LABELS: Record<CampaignLanguage, string> = { zu: 'isiZulu', hi: 'Hindi' };

/** The name and terms in each of the sites' other languages; a field left empty shows the English there. */
function TranslationInputs() {
  return (
    <>
      {CAMPAIGN_LANGUAGES.map((language) => (
        <Fragment key={language}>
          <TextInput
            source={`translations.${language}.title`}
            label={`Title in ${LANGUAGE_LABELS[language]} (empty: the English)`}
          />
          <TextInput
            source={`translations.${language}.description`}
            label={`Description in ${LANGUAGE_LABELS[language]} (empty: the English)`}
            multiline
          />
        </Fragment>
      ))}
    </>
  );
}

function CampaignInputs() {
  return (
    <>
      <TextInput source="title" validate={required()} />
      <TextInput source="description" multiline />
      <TranslationInputs />
      <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
      <TypeTerms />
      <WholeNumberInput source="wager_multiple" label="Wagering (× the bonus)" min={0} max={1000} />
      <WholeNumberInput source="expiry_days" label="Expires after (days)" min={1} max={365} />
      <DateTimeInput source="starts_at" label="Starts" validate={required()} />
      <DateTimeInput source="ends_at" label="Ends (empty: open-ended)" />
      <BooleanInput source="active" label="On" />
    </>
  );
}

export const { edit: CampaignEdit, create: CampaignCreate } = formViews(CampaignInputs);
