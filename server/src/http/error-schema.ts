/** The TypeBox schema of every non-2xx answer (contract/errors.ts ErrorBody), which every route declares. */

import { Type } from 'typebox';

export const ErrorAnswer = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
});
