import { BooleanInput, NumberField, required, TextField, TextInput } from 'react-admin';
import { JACKPOT_MAX_WIN_CHANCE_PPM } from '../../../contract/backoffice-promotions';
import { formViews } from '../common/form-views';
import { MoneyField } from '../common/money-field';
import { MoneyInput } from '../common/money-input';
import { PromotionList } from '../common/promotion-list';
import { WholeNumberInput } from '../common/whole-number-input';

const SHARE = '50 = 0.5 % of every bet on a jackpot game';
const CHANCE = `20 = one bet in 50,000 wins; at most ${JACKPOT_MAX_WIN_CHANCE_PPM}`;

export function JackpotList() {
  return (
    <PromotionList>
      <TextField source="slug" />
      <MoneyField source="pot" label="Pot now" textAlign="right" />
      <MoneyField source="seed_amount" label="Seed" textAlign="right" />
      <NumberField source="contribution_bp" label="Share of bets (0.01 %)" sortable={false} />
      <NumberField source="win_chance_ppm" label="Chance per bet (ppm)" sortable={false} />
      <NumberField source="cycle" label="Times won" sortable={false} />
    </PromotionList>
  );
}

/** The slug is the jackpot's name on the site (grand, major and minor have their own look) and stays. */
function JackpotInputs({ editing }: { editing: boolean }) {
  return (
    <>
      <TextInput
        source="slug"
        validate={required()}
        disabled={editing}
        helperText="Lowercase letters, digits and dashes, e.g. grand"
      />
      <MoneyInput
        source="seed_amount"
        label="Seed"
        validate={required()}
        helperText="Each new pot starts with this, from the bonus budget, up to the site's cap; a change applies from the next pot"
      />
      <WholeNumberInput
        source="contribution_bp"
        label="Share of each bet (0.01 %)"
        min={1}
        max={1000}
        helperText={SHARE}
      />
      <WholeNumberInput
        source="win_chance_ppm"
        label="Chance per bet (millionths)"
        min={0}
        max={JACKPOT_MAX_WIN_CHANCE_PPM}
        helperText={CHANCE}
      />
      <BooleanInput source="active" label="On" />
    </>
  );
}

export const { edit: JackpotEdit, create: JackpotCreate } = formViews(JackpotInputs);
