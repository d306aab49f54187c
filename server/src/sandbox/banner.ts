/**
 * The warning a server with the sandbox on logs at start: the sandbox mints money and shows every one-time code
 * to anyone who can reach it, so an operator must not miss that it is on, nor where it listens.
 */

import { SandboxPaths } from '../../../contract/sandbox';
import type { Config } from '../config';

/** Addresses that reach only this machine; anything else (0.0.0.0 above all) is the network's. */
const LOOPBACK = /^(127\.|::1$|localhost$)/;

export function sandboxBanner(config: Pick<Config, 'host' | 'port'>): string {
  const where = LOOPBACK.test(config.host)
    ? `only from this machine (HOST=${config.host})`
    : `from the network: HOST=${config.host}${config.host === '0.0.0.0' || config.host === '::' ? ', every interface' : ''}`;
  return [
    'SANDBOX IS ON: this server is a demo, not for real players or real money.',
    `  Anyone who reaches port ${config.port}, ${where}, can:`,
    `  - mint vouchers of any amount (POST ${SandboxPaths.vouchers})`,
    `  - read every one-time code texted to any phone (GET ${SandboxPaths.sms}); codes also go to this log`,
    `  - block or unblock any player and open or close sites (${SandboxPaths.blocks}, ${SandboxPaths.sites})`,
    `  - mark any card, EFT, phone or UPI deposit paid, crediting it (POST ${SandboxPaths.payments}/<id>)`,
    `  - approve any identity verification, raising a player's withdrawal limits (POST ${SandboxPaths.kyc}/<id>)`,
    '  Turn it off with SANDBOX=0 (it is off unless SANDBOX=1; `npm start` turns it on for the demo).',
  ].join('\n');
}

/** Logs the banner at warn level when the sandbox is on; says nothing otherwise. */
export function announceSandbox(log: { warn(obj: object, msg: string): void }, config: Config): void {
  if (!config.sandbox) return;
  log.warn({ sandbox: true, host: config.host, port: config.port }, sandboxBanner(config));
}
