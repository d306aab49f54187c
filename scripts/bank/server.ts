/**
 * The server under test: the real server (server/src/main.ts, from its bundle: scripts/server-bundle.ts) as a child process on a port of its own, started, killed
 * (SIGKILL, as a crash would) and restarted on the same data, or stopped cleanly for the final checks.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { serverNodeArgs } from '../server-bundle';

const ROOT = join(__dirname, '..', '..');

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  webhookSecret: string;
  /** Receives the child's stderr/stdout lines (warnings and crashes). */
  log?: (line: string) => void;
}

export class BankServer {
  private child: ChildProcess | null = null;
  private output: string[] = [];
  readonly baseUrl: string;
  starts = 0;

  constructor(private readonly options: ServerOptions) {
    this.baseUrl = `http://127.0.0.1:${options.port}`;
  }

  /** Starts the server and waits until it answers /healthz. */
  async start(): Promise<void> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(this.options.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.options.dataDir,
      SANDBOX: '1',
      PAYMENTS_WEBHOOK_SECRET: this.options.webhookSecret,
      // Every client speaks from an address of its own (X-Forwarded-For), as players behind one NAT would not:
      // the per-address limits of registration and anonymous units then bound each client, not the whole run.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    };
    // Its own database only; Redis would share rate-limit counters and bus channels with other runs.
    delete env.REDIS_URL;
    if (this.options.databaseUrl) env.DATABASE_URL = this.options.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, serverNodeArgs(), { cwd: ROOT, env, stdio: 'pipe' });
    this.child = child;
    this.starts += 1;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        this.output.push(line);
        if (this.output.length > 200) this.output.shift();
        this.options.log?.(line);
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await this.waitReady(child);
  }

  private async waitReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited while starting (${child.exitCode ?? child.signalCode}):\n${this.tail()}`);
      }
      try {
        const answer = await fetch(`${this.baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
        if (answer.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server did not answer /healthz within 60 s:\n${this.tail()}`);
  }

  /** The child's last output lines. */
  tail(): string {
    return this.output.slice(-30).join('\n');
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** SIGKILL: no shutdown code runs, as in a crash or an OOM kill. Resolves once the process is gone. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
    this.child = null;
  }

  /** SIGTERM: the server's own clean shutdown (closes the database). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await gone;
    clearTimeout(timer);
    this.child = null;
  }

  /** True if the child died on its own (not by our kill or stop). */
  crashed(): boolean {
    const child = this.child;
    return child !== null && (child.exitCode !== null || child.signalCode !== null);
  }
}
