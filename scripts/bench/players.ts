/** The benches' players: signed up through real HTTP as the site signs a player up (OTP from the sandbox's SMS). */

import { ApiPaths } from '../../contract/api';
import type { HttpClient } from './http-client';
import type { BenchPlayer } from './money';

export const BENCH_PASSWORD = 'bench-password-1';

export async function signUp(client: HttpClient, phone: string): Promise<BenchPlayer> {
  await client.post(ApiPaths.startRegistration, { site_id: 1, phone });
  const sms = await client.get<{ messages: Array<{ otp: string }> }>(`/sandbox/sms?phone=${encodeURIComponent(phone)}`);
  const otp = sms.messages.at(-1)?.otp ?? '';
  const { phone_token } = await client.post<{ phone_token: string }>(ApiPaths.confirmPhone, {
    phone,
    otp,
    site_id: 1,
  });
  const session = await client.post<{ access: { token: string } }>(ApiPaths.createUser, {
    site_id: 1,
    phone_token,
    first_name: 'Bench',
    last_name: 'Player',
    password: BENCH_PASSWORD,
    birth_date: '1990-04-27',
  });
  const units = await client.get<{ unit_token: string }>(ApiPaths.userUnits, session.access.token);
  return { access: session.access.token, unitToken: units.unit_token };
}

/** `count` players, ten signing up at once, on phones of a random prefix (a rerun on the same database is new). */
export async function signUpPlayers(client: HttpClient, count: number, prefix: string): Promise<BenchPlayer[]> {
  const phone = (i: number) => `${prefix}${String(i).padStart(5, '0')}`;
  const players: BenchPlayer[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Math.min(10, count - i);
    players.push(...(await Promise.all(Array.from({ length: batch }, (_, j) => signUp(client, phone(i + j))))));
  }
  return players;
}
