import type { ComponentType, ReactElement } from 'react';
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

export interface FormViewsOptions {
  /** The pages' titles (react-admin's own, from the resource's name, by default) */
  titles?: { create: string; edit: ReactElement };
  /** The form's widest, in px: a long form reads better in a column than across a wide screen */
  maxWidth?: number;
}

/**
 * A site's resource's Edit (saved only once the server accepts it) and Create (back to the list) around one set of
 * inputs; the site is chosen when it is made and stays.
 */
export function formViews(
  Inputs: ComponentType<{ editing: boolean }>,
  { titles, maxWidth }: FormViewsOptions = {},
): { edit: ComponentType; create: ComponentType } {
  const sx = maxWidth ? { maxWidth } : undefined;
  const edit = () => (
    <Edit mutationMode="pessimistic" title={titles?.edit}>
      <SimpleForm toolbar={<EditToolbar />} sx={sx}>
        <SiteInput fixed />
        <Inputs editing />
      </SimpleForm>
    </Edit>
  );
  const create = () => (
    <Create redirect="list" title={titles?.create}>
      <SimpleForm defaultValues={{ active: true }} sx={sx}>
        <SiteInput />
        <Inputs editing={false} />
      </SimpleForm>
    </Create>
  );
  return { edit, create };
}
