/**
 * Units (SPEC §7): the anonymous unit a visitor plays on, the signed-in player's unit and linking the two, and the
 * player token a game is launched with. Paths in api.ts.
 */

/**
 * Bearer, and the unit token as `token`. The player token is a signed JWT (5 min) naming the player (sub), unit
 * and site; with `game_slug` it is also bound to that game (the wallet refuses it for any other). Errors: no or bad
 * bearer, or unknown unit token 401 auth:unauthenticated; an anonymous unit or another player's 403
 * units_ctx:units:not_owned; game block 403 units_ctx:units:game_block; unknown game 404 units_ctx:games:not_found.
 */
export interface PlayerTokenRequest {
  token: string;
  game_slug?: string;
}
export interface PlayerTokenAnswer {
  player_token: string;
}

/** Bearer. Creates (or finds) the player's unit on the token's site; answers its unit token. */
export interface CreateUserUnitRequest {
  fingerprint?: Record<string, unknown>;
  fp_request_id?: string;
}

/**
 * Bearer. Links an anonymous unit (its token) to the signed-in player; answers UserUnitsAnswer.
 * Decision: when the player has no unit on the site yet, the anonymous unit simply becomes theirs (same unit, its
 * balance and tokens kept). When they already have one, the anonymous unit's balances move into it through the
 * ledger and the anonymous unit's tokens stop working; the answer is always a token of the player's unit, which
 * the site stores in place of the anonymous one. Linking a unit already the player's answers a fresh token.
 * Errors: unknown unit token 401 auth:unauthenticated; another player's unit 403 units_ctx:units:not_owned;
 * a unit of another site 422 units_ctx:units:other_site.
 */
export interface LinkUnitRequest {
  unit_token: string;
  fp_request_id?: string;
}

export interface UserUnitsAnswer {
  unit_token: string;
}

export interface CreateAnonymousUnitRequest {
  site_id: number;
  fp_request_id?: string;
}
export interface CreateAnonymousUnitAnswer {
  token: string;
}
