import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the OS picks it), for a server a script or test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The kernel's range of ports for outgoing connections and port-0 listens (Linux's default where it cannot be read). */
function ephemeralRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && Number.isInteger(high)) return { low: low!, high: high! };
  } catch {
    // not Linux: assume its default
  }
  return { low: 32768, high: 60999 };
}

/**
 * The first of `count` consecutive ports free on 127.0.0.1, for servers bound some seconds later or bound again after
 * a restart (a cluster's proxy and nodes, a Redis stopped and started). They are picked below the kernel's ephemeral
 * range: a port from `freePort` can be handed meanwhile to any outgoing connection on the machine as its local port,
 * and the server then fails with EADDRINUSE (seen once in the fault test, whose own clients open thousands).
 */
export async function freePortRun(count: number): Promise<number> {
  const { low } = ephemeralRange();
  const floor = 20_000;
  const span = low - floor - count;
  for (let attempt = 0; attempt < 100; attempt++) {
    const first = span > 0 ? floor + randomInt(span) : await freePort();
    const free = await Promise.all(Array.from({ length: count }, (_, i) => portIsFree(first + i)));
    if (free.every(Boolean)) return first;
  }
  throw new Error(`no run of ${count} free ports found`);
}
