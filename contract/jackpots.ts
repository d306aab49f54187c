/**
 * Jackpots (SPEC §3 "Jackpot lifecycle", §7 jackpots topic): grand, major and minor per site, fed by every bet on a
 * game of the `jackpot` category and won by a random draw per contributing bet. The socket side is in socket.ts
 * (JackpotsJoinReply, JackpotLifecycleUpdatedPayload, RecentJackpotWin); this is the sandbox's handle on them.
 */

/**
 * POST `/sandbox/jackpots/<slug>/trigger` (sandbox only): the next contributing bet on that jackpot wins its pot, as
 * the random draw would decide it. Without `site_id` every site's jackpot of that slug; an unknown slug is 404.
 */
export const SandboxJackpotPaths = { trigger: (slug: string) => `/sandbox/jackpots/${slug}/trigger` } as const;

export interface SandboxJackpotTriggerRequest {
  site_id?: number;
}

export interface SandboxJackpotTriggerAnswer {
  jackpots: Array<{ site_id: number; slug: string }>;
}
