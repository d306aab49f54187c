/**
 * When the site's socket reconnects and rejoins (the phoenix client's `reconnectAfterMs` / `rejoinAfterMs`). Its own
 * module, free of the browser and the store, so the reconnect-storm bench (scripts/bench/storm.ts) runs the very
 * policy players' phones run.
 */

import { SocketTimings } from '../../contract/socket';

const afterDelays = (delays: readonly number[]) => (tries: number) =>
  delays[Math.min(tries, delays.length) - 1] ?? delays[delays.length - 1] ?? 5000;

/** Phoenix's rejoin policy: 1, 2, 5 s, then 10 s. */
export const rejoinAfterMs = afterDelays(SocketTimings.rejoinDelaysMs);
/** Phoenix's reconnect policy: 10 … 2000 ms, then 5 s. */
export const reconnectAfterMs = afterDelays(SocketTimings.reconnectDelaysMs);

/** The close code of a server going away: a node draining for a deploy (or restarting). */
const GOING_AWAY = 1001;
/** After a 1001, a reconnect waits a random time up to the larger of the policy's delay and this. */
export const GOING_AWAY_SPREAD_MS = 1000;

/**
 * The delays as the socket uses them. A connection lost on the player's side retries on the policy's delays. A node
 * that drains closes its sockets with 1001 in batches, and thousands of clients closed in one batch would come back
 * in the same few milliseconds: after a 1001 each reconnect and rejoin waits a random time between 0 and its delay
 * (full jitter), the reconnect over a second at least, until a close for any other reason.
 */
export function socketBackoff(random: () => number = Math.random) {
  let goingAway = false;
  const jittered = (delay: number) => Math.floor(random() * delay);
  return {
    noteClose(code: number | undefined): void {
      goingAway = code === GOING_AWAY;
    },
    reconnectAfterMs(tries: number): number {
      const delay = reconnectAfterMs(tries);
      return goingAway ? jittered(Math.max(delay, GOING_AWAY_SPREAD_MS)) : delay;
    },
    rejoinAfterMs(tries: number): number {
      const delay = rejoinAfterMs(tries);
      return goingAway ? jittered(delay) : delay;
    },
  };
}
