import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Summary } from '../data-provider';
import { formatMoney } from '../../../contract/money';

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
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))' }}>
      {cards.map(([label, value]) => (
        <Card key={label} variant="outlined">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="overline" color="text.secondary">
              {label}
            </Typography>
            <Typography
              variant="subtitle1"
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {value}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
