/**
 * The player's unit could not be opened (its channel refused or timed out, or no unit came): the page says why,
 * with Reload (SPEC §8: a unit channel join failure sets an error state with a reload action).
 */

import { FormError } from './form-error';

export function UnitError({ message }: { message: string }) {
  return <FormError error={{ message, action: 'reload', global: false }} />;
}
