import { Alert, Chip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useConsole } from '../common/use-console';
import { useSiteCurrency } from '../sites/use-sites';
import { EXCLUSION_PERIOD_LABELS, PlayerRgView, restrictionLine } from './player-rg-view';

interface PlayerRecord {
  id: number;
  site_id: number;
  first_name: string;
  last_name: string;
}

/** The react-query key of a player's RG answer: the page and the header's chip read it, an exclusion replaces it. */
const playerRgKey = (playerId: number) => ['player_rg', playerId];

function usePlayerRg(playerId: number | undefined) {
  const actions = useConsole();
  return useQuery({
    queryKey: playerRgKey(playerId ?? 0),
    queryFn: () => actions.playerRg(playerId!),
    enabled: playerId !== undefined,
  });
}

/** The player page's "Responsible gambling" tab (GET players/<id>/rg; an exclusion POSTs …/rg/exclusions). */
export function PlayerRg({ canExclude }: { canExclude: boolean }) {
  const player = useRecordContext<PlayerRecord>();
  const currency = useSiteCurrency(player?.site_id);
  const answer = usePlayerRg(player?.id);
  const actions = useConsole();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  if (!player) return null;
  if (answer.isError) {
    return <Alert severity="error">The player’s limits could not be loaded: {String(answer.error)}</Alert>;
  }
  if (!answer.data) return <Typography color="text.secondary">Loading…</Typography>;
  return (
    <PlayerRgView
      player={player}
      answer={answer.data}
      currency={currency}
      canExclude={canExclude}
      onExclude={async (exclusion) => {
        const excluded = await actions.excludePlayer(player.id, exclusion);
        queryClient.setQueryData(playerRgKey(player.id), excluded);
        notify(
          `${player.first_name} ${player.last_name} is excluded for ${EXCLUSION_PERIOD_LABELS[exclusion.period]}`,
          {
            type: 'success',
          },
        );
        refresh();
      }}
    />
  );
}

/** The header's chip for a restriction in force. */
export function RestrictionChip() {
  const player = useRecordContext<PlayerRecord>();
  const restriction = usePlayerRg(player?.id).data?.rg.restriction;
  if (!restriction) return null;
  return <Chip size="small" color="warning" label={restrictionLine(restriction)} />;
}
