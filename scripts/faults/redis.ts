/**
 * A Redis of the fault run's own, on a port of its own, so that stopping it for the outage touches nothing else on
 * the machine (other tests and CI share the one on 6379). No persistence: an outage loses every key and
 * subscription, as a Redis restarted on a new machine would.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

export class OwnRedis {
  private child: ChildProcess | null = null;
  private output: string[] = [];

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts redis-server and resolves once it answers PING. */
  async start(): Promise<void> {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - 20));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const until = Date.now() + 10_000;
    while (!(await this.ping())) {
      if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}):\n${this.tail()}`);
      if (Date.now() > until) throw new Error(`redis-server did not answer on port ${this.port}:\n${this.tail()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops it (SIGTERM; SIGKILL after 5 s) and resolves once the process is gone and the port refuses. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  }

  /** True when something on the port answers PING with PONG within a second. */
  ping(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1');
      let reply = '';
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(1_000, () => done(false));
      socket.once('error', () => done(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => {
        reply += data.toString('utf8');
        if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
      });
    });
  }

  tail(): string {
    return this.output.join('\n');
  }
}
