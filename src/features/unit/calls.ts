/**
 * The unit calls of the session start (src/app/session.ts). Plain calls through the base query rather than RTK Query
 * endpoints: the session starts on every page, and RTK Query's code loads only with the pages that use its hooks.
 */

import { ApiPaths } from '../../../contract/api';
import type {
  CreateAnonymousUnitAnswer,
  CreateAnonymousUnitRequest,
  CreateUserUnitRequest,
  LinkUnitRequest,
  UserUnitsAnswer,
} from '../../../contract/units';
import { call } from '../../lib/base-query';

/** The signed-in player's unit token (bearer). */
export const fetchUnitToken = () => call<UserUnitsAnswer>({ url: ApiPaths.userUnits, method: 'GET' });

/** Creates the signed-in player's unit on the site when there is none yet (bearer). */
export const createUserUnit = (body: CreateUserUnitRequest) =>
  call<UserUnitsAnswer>({ url: ApiPaths.createUserUnit, method: 'POST', body });

/** A visitor's unit, before any sign-in. */
export const createAnonymousUnit = (body: CreateAnonymousUnitRequest) =>
  call<CreateAnonymousUnitAnswer>({ url: ApiPaths.createAnonymousUnit, method: 'POST', body }, { auth: false });

/** Hands the visitor's anonymous unit to the player who just signed in (bearer). */
export const linkUnit = (body: LinkUnitRequest) =>
  call<UserUnitsAnswer>({ url: ApiPaths.linkUnit, method: 'POST', body });
