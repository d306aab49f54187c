/**
 * What the kernel grants this process, read at start so that a node says when it cannot hold what it is configured
 * for: the listen queue (`net.core.somaxconn` caps the backlog asked for) and open files (every socket is one).
 * Linux's /proc; elsewhere the figures are unknown and nothing is said.
 */

import { readFileSync } from 'node:fs';
import type { Config } from './config';

export interface NodeLimits {
  somaxconn: number | null;
  openFiles: number | null;
}

function readNumber(read: () => string, pattern: RegExp): number | null {
  try {
    const found = pattern.exec(read());
    return found ? Number(found[1]) : null;
  } catch {
    return null;
  }
}

export function readNodeLimits(): NodeLimits {
  return {
    somaxconn: readNumber(() => readFileSync('/proc/sys/net/core/somaxconn', 'utf8'), /^(\d+)/),
    // The soft limit: what this process may open now.
    openFiles: readNumber(() => readFileSync('/proc/self/limits', 'utf8'), /^Max open files\s+(\d+)/m),
  };
}

/** Files a node keeps open besides its sockets: database and Redis connections, logs, the static site's files. */
const OTHER_FILES = 200;

export interface LimitLine {
  text: string;
  /** The limit is below what the configuration asks: a warning. */
  short: boolean;
}

/** A line for the log per known limit. */
export function describeLimits(config: Pick<Config, 'listenBacklog' | 'sockets'>, limits: NodeLimits): LimitLine[] {
  const lines: LimitLine[] = [];
  if (limits.somaxconn !== null) {
    const short = limits.somaxconn < config.listenBacklog;
    lines.push({
      short,
      text: short
        ? `listen backlog ${config.listenBacklog} asked, but the kernel caps it at net.core.somaxconn=${limits.somaxconn}: ` +
          `raise it (sysctl -w net.core.somaxconn=${config.listenBacklog}) or a reconnect storm overflows the queue`
        : `listen backlog ${config.listenBacklog} (net.core.somaxconn ${limits.somaxconn})`,
    });
  }
  if (limits.openFiles !== null) {
    const short = limits.openFiles - OTHER_FILES < config.sockets.perNode;
    lines.push({
      short,
      text: short
        ? `open files limited to ${limits.openFiles}: fewer than SOCKETS_PER_NODE=${config.sockets.perNode} sockets ` +
          `fit; raise it (ulimit -n, LimitNOFILE) or lower SOCKETS_PER_NODE`
        : `open files limit ${limits.openFiles}, sockets per node ${config.sockets.perNode}`,
    });
  }
  return lines;
}
