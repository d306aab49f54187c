import { Switch } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin';
import type { BackofficeGame, GameToggleInput } from '../../../contract/backoffice-promotions';
import { SiteField } from '../common/site-field';
import { useSiteChoices } from '../sites/use-sites';

/** On or off for the listed site, saved at once (the server audits it). */
function EnabledSwitch() {
  const game = useRecordContext<BackofficeGame>();
  const [update, { isPending }] = useUpdate<BackofficeGame>();
  const notify = useNotify();
  if (!game) return null;
  return (
    <Switch
      checked={game.enabled}
      disabled={isPending}
      slotProps={{ input: { 'aria-label': `${game.name} enabled` } }}
      onClick={(event) => event.stopPropagation()}
      onChange={(_event, enabled) => {
        const data: GameToggleInput = { site_id: game.site_id, enabled };
        void update(
          'games',
          { id: game.id, data, previousData: game },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(enabled ? 'Game enabled' : 'Game disabled', { type: 'success' }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    />
  );
}

/** The catalogue for one site at a time (the staff member's first unless chosen): every game, on or off there. */
export function GameList() {
  const choices = useSiteChoices();
  const filters = [
    <SelectInput key="site_id" source="site_id" label="Site" choices={choices} alwaysOn emptyText="My first site" />,
    <SearchInput key="q" source="q" alwaysOn placeholder="Name or slug" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <TextField source="slug" sortable={false} />
        <TextField source="provider" />
        <FunctionField<BackofficeGame> label="Categories" render={(game) => game.categories.join(', ')} />
        <SiteField label="Site" />
        <FunctionField<BackofficeGame> label="Enabled" render={() => <EnabledSwitch />} />
      </Datagrid>
    </List>
  );
}
