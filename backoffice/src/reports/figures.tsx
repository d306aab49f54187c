import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { Summary } from '../data-provider';
import { formatMoney } from '../money';

const MONEY: Array<[keyof Summary, string]> = [
  ['deposits', 'Deposits'],
  ['withdrawals', 'Withdrawals'],
  ['bets', 'Bets'],
  ['wins', 'Wins'],
  ['ggr', 'GGR'],
  ['bonus_cost', 'Bonus cost'],
  ['ngr', 'NGR'],
];

/** A summary's figures as cards: money in the site's currency, then the player counts. */
export function Figures({ summary }: { summary: Summary }) {
  const cards: Array<[string, string]> = [
    ...MONEY.map(([key, label]): [string, string] => [label, formatMoney(summary[key] as number, summary.currency)]),
    ['Active players', String(summary.active_players)],
    ['New players', String(summary.new_players)],
  ];
  return (
    <Grid container spacing={2}>
      {cards.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 4, lg: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
