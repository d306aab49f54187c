/** A JSON client over real HTTP: one keep-alive agent, so N concurrent callers reuse N sockets. */

import { Agent, request } from 'node:http';

export interface HttpClient {
  post<T>(path: string, body: object, bearer?: string, extraHeaders?: Record<string, string>): Promise<T>;
  get<T>(path: string, bearer?: string): Promise<T>;
  close(): void;
}

export function httpClient(port: number, sockets: number): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });

  function send<T>(
    method: string,
    path: string,
    body?: object,
    bearer?: string,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = { ...extraHeaders };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    return new Promise<T>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if ((res.statusCode ?? 0) >= 300) reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text) as T);
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  return {
    post: (path, body, bearer, extraHeaders) => send('POST', path, body, bearer, extraHeaders),
    get: (path, bearer) => send('GET', path, undefined, bearer),
    close: () => agent.destroy(),
  };
}
