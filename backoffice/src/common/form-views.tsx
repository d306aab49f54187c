import type { ComponentType } from 'react';
import { Create, Edit } from 'react-admin';

/** A resource's Edit (saved only once the server accepts it) and Create (back to the list) around one form. */
export function formViews(Form: ComponentType): { edit: ComponentType; create: ComponentType } {
  const edit = () => (
    <Edit mutationMode="pessimistic">
      <Form />
    </Edit>
  );
  const create = () => (
    <Create redirect="list">
      <Form />
    </Create>
  );
  return { edit, create };
}
