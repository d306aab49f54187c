/**
 * One share of `npm run bench:storm`'s clients, in a process of its own: a process holds at most its open-files limit
 * in sockets (20,000 in a container that cannot raise it), so 20,000 clients and the calls they make need more than
 * one. `ClientShares` (below) starts them and speaks to each over IPC; run as a child, this file serves one share.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { Journal } from '../bank/journal';
import { LONG_POLL_MAX, Watchers } from '../faults/sockets';

type Command =
  | { kind: 'open'; origin: string; count: number; longPolls: number }
  | { kind: 'rejoined'; timeoutMs: number }
  | { kind: 'probe'; timeoutMs: number }
  | { kind: 'joined' }
  | { kind: 'close' };

type Answer = { id: number; ok: true; value: number } | { id: number; ok: false; error: string };

/** What each command answers: a number (see ClientShares' methods for its meaning). */
async function serve(watchers: { current: Watchers | null }, command: Command): Promise<number> {
  switch (command.kind) {
    case 'open':
      watchers.current = new Watchers(command.origin, new Journal());
      await watchers.current.open(command.count, command.longPolls);
      return command.count;
    // A share given no sockets (fewer units than shares) has nothing to wait for or probe.
    case 'rejoined':
      await watchers.current?.waitRejoined(command.timeoutMs);
      return Date.now();
    case 'probe': {
      const probe = await watchers.current?.probe(command.timeoutMs);
      return probe?.delays.filter((delay) => delay === null).length ?? 0;
    }
    case 'joined':
      return watchers.current?.joined() ?? 0;
    case 'close':
      await watchers.current?.close();
      return 0;
  }
}

if (require.main === module) {
  const watchers = { current: null as Watchers | null };
  process.on('message', (message: { id: number; command: Command }) => {
    serve(watchers, message.command).then(
      (value) => process.send!({ id: message.id, ok: true, value } satisfies Answer),
      (error: unknown) => process.send!({ id: message.id, ok: false, error: String(error) } satisfies Answer),
    );
  });
  process.on('disconnect', () => process.exit(0));
}

/** A share's process, and the commands it has not answered yet. */
class Share {
  private next = 0;
  private readonly waiting = new Map<number, { resolve: (value: number) => void; reject: (error: Error) => void }>();

  constructor(readonly child: ChildProcess) {
    child.on('message', (answer: Answer) => {
      const pending = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (answer.ok) pending?.resolve(answer.value);
      else pending?.reject(new Error(answer.error));
    });
    child.on('exit', (code, signal) => {
      for (const pending of this.waiting.values())
        pending.reject(new Error(`a client share exited (${signal ?? code})`));
      this.waiting.clear();
    });
    // A send to a share that has gone: its command is refused below, and this keeps the error from ending the run.
    child.on('error', () => undefined);
  }

  ask(command: Command): Promise<number> {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      if (!this.child.connected) return reject(new Error('a client share has exited'));
      this.waiting.set(id, { resolve, reject });
      this.child.send({ id, command }, (error) => {
        if (!error) return;
        this.waiting.delete(id);
        reject(error);
      });
    });
  }
}

/**
 * The storm's clients split into processes of at most `perProcess` sockets each (whole units of ten), each share a
 * `Watchers` of its own (scripts/faults/sockets.ts): its own anonymous units, addresses and probe vouchers.
 */
export class ClientShares {
  private constructor(private readonly shares: Share[]) {}

  static start(count: number): ClientShares {
    const children = Array.from({ length: Math.max(1, count) }, () =>
      // Standard output ignored: the phoenix client logs every proxy error page its long-poll receives while no node
      // is up ('failed to parse JSON response', hundreds a storm). Shares answer over IPC; errors go to stderr.
      spawn(process.execPath, ['--import', 'tsx', __filename], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
    );
    return new ClientShares(children.map((child) => new Share(child)));
  }

  /** The shares' process ids. */
  get pids(): number[] {
    return this.shares.map((share) => share.child.pid ?? 0).filter(Boolean);
  }

  /** Opens `sockets` sockets through `origin`, split evenly between the shares by whole units, all joined. */
  async open(origin: string, sockets: number, perUnit: number): Promise<void> {
    const units = Math.ceil(sockets / perUnit);
    let left = sockets;
    await Promise.all(
      this.shares.map((share) => {
        const mine = Math.min(left, Math.ceil(units / this.shares.length) * perUnit, sockets);
        left -= mine;
        // the long-poll clients all come from this machine's address, which a node admits 100 times: 40 in all
        const longPolls = Math.floor(LONG_POLL_MAX / this.shares.length);
        return mine > 0 ? share.ask({ kind: 'open', origin, count: mine, longPolls }) : Promise.resolve(0);
      }),
    );
  }

  /** Waits until every share's sockets noticed a restart and are all joined again: when the last one was (ms). */
  async rejoined(timeoutMs: number): Promise<number> {
    const times = await Promise.all(this.shares.map((share) => share.ask({ kind: 'rejoined', timeoutMs })));
    return Math.max(...times);
  }

  /** Loads money onto every unit until each socket has heard a new balance: the sockets that heard none in time. */
  async probe(timeoutMs: number): Promise<number> {
    const deaf = await Promise.all(this.shares.map((share) => share.ask({ kind: 'probe', timeoutMs })));
    return deaf.reduce((sum, n) => sum + n, 0);
  }

  /** Sockets connected with their channel joined, over every share. */
  async joined(): Promise<number> {
    const joined = await Promise.all(this.shares.map((share) => share.ask({ kind: 'joined' })));
    return joined.reduce((sum, n) => sum + n, 0);
  }

  /** Leaves and disconnects every socket (a share gets 10 s for it), then ends the shares' processes. */
  async close(): Promise<void> {
    const late = () => new Promise<number>((resolve) => setTimeout(resolve, 10_000, 0).unref());
    await Promise.all(this.shares.map((share) => Promise.race([share.ask({ kind: 'close' }).catch(() => 0), late()])));
    for (const share of this.shares) {
      if (share.child.connected) share.child.disconnect();
      share.child.kill();
    }
  }
}
