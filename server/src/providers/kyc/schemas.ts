/** TypeBox schema of the in-house KYC form's answer. */

import { Type } from 'typebox';

/** The form was taken: the verification waits `submitted`; the browser goes back to the site's address. */
export const InHouseKycAnswer = Type.Object({
  status: Type.Literal('submitted'),
  redirect_url: Type.String(),
});
