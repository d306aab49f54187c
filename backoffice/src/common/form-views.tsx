import type { ComponentType } from 'react';
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { SiteInput } from './site-input';

/** Saving, and turning the resource off: the server keeps what windows, bonuses and pots already depend on. */
function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton label="Turn off" mutationMode="pessimistic" confirmTitle="Turn it off?" />
    </Toolbar>
  );
}

/**
 * A site's resource's Edit (saved only once the server accepts it) and Create (back to the list) around one set of
 * inputs; the site is chosen when it is made and stays.
 */
export function formViews(Inputs: ComponentType<{ editing: boolean }>): { edit: ComponentType; create: ComponentType } {
  const edit = () => (
    <Edit mutationMode="pessimistic">
      <SimpleForm toolbar={<EditToolbar />}>
        <SiteInput fixed />
        <Inputs editing />
      </SimpleForm>
    </Edit>
  );
  const create = () => (
    <Create redirect="list">
      <SimpleForm defaultValues={{ active: true }}>
        <SiteInput />
        <Inputs editing={false} />
      </SimpleForm>
    </Create>
  );
  return { edit, create };
}
