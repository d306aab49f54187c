/**
 * The client address that per-address rate limits count: which forwarded addresses to believe (TRUST_PROXY),
 * and how one client's addresses are grouped.
 */

import proxyAddr from '@fastify/proxy-addr';
import type { FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Config } from '../config';

/** Fastify's trustProxy for TRUST_PROXY. */
export function proxyTrust(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  // Fastify takes a bare number as "trust nothing" (it cannot check the peer), so a hop count is a function: the
  // TCP peer is hop 0, and each trusted hop lets the next address to its left in X-Forwarded-For through.
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/**
 * The rate-limit id of a client address. An IPv6 client is its /64: one subscriber gets a whole /64 and could
 * otherwise take a fresh address for every request. An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (isIP(address) !== 6) return ip;
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = groups(tail ?? '').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const full = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client address of a raw request (a WebSocket upgrade never becomes a Fastify request) by the same TRUST_PROXY
 * rule Fastify's `request.ip` follows, grouped as `addressKey` groups it.
 */
export function clientAddressOf(trust: Config['trustProxy']): (req: IncomingMessage) => string {
  const trusts =
    trust === false
      ? () => false
      : typeof trust === 'number'
        ? (_address: string, hop: number) => hop < trust
        : proxyAddr.compile(trust);
  return (req) => addressKey(proxyAddr(req, trusts));
}
