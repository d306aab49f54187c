/**
 * The auth calls of the session start (src/app/session.ts). Plain calls through the base query rather than RTK Query
 * endpoints: the session starts on every page, and RTK Query's code loads only with the pages that use its hooks.
 */

import { ApiPaths } from '../../../contract/api';
import type { RefreshTokenAnswer, UserAnswer } from '../../../contract/users';
import { call } from '../../lib/base-query';

export const refreshToken = (token: string) =>
  call<RefreshTokenAnswer>({ url: ApiPaths.refreshToken, method: 'POST', body: { token } }, { auth: false });

/** The signed-in player (bearer, empty body). */
export const fetchUser = () => call<UserAnswer>({ url: ApiPaths.user, method: 'POST' });
