/**
 * A child process the benchmark can weigh: started with Node's inspector on a free port of 127.0.0.1, so that its
 * memory is read after a full garbage collection through the inspector protocol (HeapProfiler.collectGarbage, then
 * process.memoryUsage() in its main context), the same way for the provider server and for the bare `ws` floor.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import WebSocket from 'ws';

export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

export interface Inspected {
  child: ChildProcess;
  /** Its memory after a full collection. */
  memory(): Promise<Memory>;
  stop(): Promise<void>;
}

export async function startInspected(args: string[], env: NodeJS.ProcessEnv): Promise<Inspected> {
  const child = spawn(process.execPath, ['--inspect=127.0.0.1:0', ...args], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /Debugger listening on (ws:\/\/\S+)/.exec(seen);
      if (found?.[1]) {
        child.stderr?.off('data', onData);
        resolve(found[1]);
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before its inspector opened`)));
  });
  // Whatever else it writes to stderr is read and dropped, so a full pipe never stalls it.
  child.stderr?.resume();
  const inspector = new WebSocket(url);
  await new Promise((resolve, reject) => inspector.once('open', resolve).once('error', reject));
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  inspector.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      inspector.send(JSON.stringify({ id, method, params }));
    });
  return {
    child,
    async memory() {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const answer = (await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })) as { result: { value: string } };
      const usage = JSON.parse(answer.result.value) as Memory;
      return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
    },
    async stop() {
      inspector.close();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
