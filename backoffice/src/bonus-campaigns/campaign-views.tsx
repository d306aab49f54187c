import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  required,
  SelectInput,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { BackofficeBonusCampaign } from '../../../contract/backoffice-promotions';
import { BONUS_CAMPAIGN_TYPES, CAMPAIGN_LANGUAGES, type CampaignLanguage } from '../../../contract/campaigns';
import { DateTimeField } from '../common/date-time-field';
import { formViews } from '../common/form-views';
import { MoneyField } from '../common/money-field';
import { MoneyInput } from '../common/money-input';
import { PromotionList } from '../common/promotion-list';
import { WholeNumberInput } from '../common/whole-number-input';

/** `free_money` as 'Free money' */
const typeName = (type: string) => type.charAt(0).toUpperCase() + type.slice(1).replace(/_/g, ' ');
const TYPE_CHOICES = BONUS_CAMPAIGN_TYPES.map((type) => ({ id: type, name: typeName(type) }));

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

/** One part of the form: a heading, a line on it, and its inputs in columns from `sm` up (one column on a phone). */
function Section({
  title,
  intro,
  columns = 1,
  children,
}: {
  title: string;
  intro?: string;
  columns?: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ width: '100%', mt: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {intro}
        </Typography>
      )}
      <Columns count={columns}>{children}</Columns>
    </Box>
  );
}

function Columns({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        columnGap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: `repeat(${count}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}

/** A deposit bonus's terms, or free money's amount: what the server requires of each type. */
function TypeTerms() {
  return (
    <FormDataConsumer<Partial<BackofficeBonusCampaign>>>
      {({ formData }) =>
        formData.type === 'free_money' ? (
          <MoneyInput
            source="amount"
            label="Amount"
            validate={required()}
            helperText="Credited when the player takes it"
          />
        ) : (
          <>
            <WholeNumberInput
              source="bonus_percentage"
              label="Bonus (% of the deposit)"
              min={1}
              max={1000}
              helperText="Of the first deposit after taking it"
            />
            <MoneyInput
              source="min_deposit"
              label="Minimum deposit"
              validate={required()}
              helperText="A smaller deposit does not qualify"
            />
            <MoneyInput
              source="max_bonus"
              label="Maximum bonus"
              validate={required()}
              helperText="The bonus never exceeds this"
            />
          </>
        )
      }
    </FormDataConsumer>
  );
}

const LANGUAGES: Record<CampaignLanguage, { name: string; sites: string }> = {
  zu: { name: 'isiZulu', sites: 'South African sites' },
  hi: { name: 'Hindi', sites: 'Indian sites' },
};

/** The name and terms in each of the sites' other languages, a column each; a field left empty shows the English. */
function TranslationInputs() {
  return (
    <Section
      title="In other languages"
      intro="A site's pages in isiZulu or Hindi show these; a field left empty shows the English."
      columns={CAMPAIGN_LANGUAGES.length}
    >
      {CAMPAIGN_LANGUAGES.map((language) => {
        const { name, sites } = LANGUAGES[language];
        return (
          <Box key={language} role="group" aria-label={name}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({sites})
              </Typography>
            </Typography>
            <TextInput
              source={`translations.${language}.title`}
              label={`Title in ${name}`}
              helperText="Empty: the English title"
            />
            <TextInput
              source={`translations.${language}.description`}
              label={`Description in ${name}`}
              helperText="Empty: the English description"
              multiline
              minRows={3}
            />
          </Box>
        );
      })}
    </Section>
  );
}

function CampaignInputs() {
  return (
    <>
      <Section title="Name and terms" intro="In English, as every page shows them unless translated below.">
        <TextInput source="title" validate={required()} helperText="The bonus's name on the site" />
        <TextInput source="description" multiline minRows={3} helperText="What the player reads on the bonus's page" />
      </Section>
      <TranslationInputs />
      <Section title="Bonus" columns={3}>
        <SelectInput source="type" choices={TYPE_CHOICES} validate={required()} />
      </Section>
      <Columns count={3}>
        <TypeTerms />
      </Columns>
      <Section title="Wagering" columns={3}>
        <WholeNumberInput
          source="wager_multiple"
          label="Wagering (× the bonus)"
          min={0}
          max={1000}
          helperText="Bets of bonus × this turn it into cash"
        />
        <WholeNumberInput
          source="expiry_days"
          label="Expires after (days)"
          min={1}
          max={365}
          helperText="Not wagered by then, the bonus is lost"
        />
      </Section>
      <Section title="When" columns={3}>
        <DateTimeInput source="starts_at" label="Starts" validate={required()} />
        <DateTimeInput source="ends_at" label="Ends" helperText="Empty: open-ended" />
        <BooleanInput source="active" label="On" helperText="Off: players no longer see it" />
      </Section>
    </>
  );
}

/** The edit page's title: the campaign's name. */
function CampaignTitle() {
  const record = useRecordContext<BackofficeBonusCampaign>();
  return <>{record ? `Bonus campaign: ${record.title}` : 'Bonus campaign'}</>;
}

export const { edit: CampaignEdit, create: CampaignCreate } = formViews(CampaignInputs, {
  titles: { create: 'New bonus campaign', edit: <CampaignTitle /> },
  maxWidth: 960,
});
