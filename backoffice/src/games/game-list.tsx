import { Switch } from '@mui/material';
import { Datagrid, List, SelectInput, TextField, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { SiteField } from '../common/site-field';
import { SITE_CHOICES } from '../players/player-list';

interface GameRecord {
  id: number | string;
  enabled: boolean;
  name?: string;
}

/** On or off for the site, saved at once (the server audits it). */
function EnabledSwitch() {
  const game = useRecordContext<GameRecord>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  if (!game) return null;
  return (
    <Switch
      checked={game.enabled}
      disabled={isPending}
      slotProps={{ input: { 'aria-label': `${game.name ?? game.id} enabled` } }}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, enabled) =>
        update(
          'games',
          { id: game.id, data: { enabled }, previousData: game },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(enabled ? 'Game enabled' : 'Game disabled', { type: 'success' }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
}

const filters = [
  <SelectInput key="site_id" source="site_id" label="Site" choices={SITE_CHOICES} alwaysOn emptyText="Every site" />,
];

export function GameList() {
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="slug" />
        <TextField source="name" />
        <SiteField label="Site" />
        <TextField source="categories" sortable={false} />
        <EnabledSwitch />
      </Datagrid>
    </List>
  );
}
