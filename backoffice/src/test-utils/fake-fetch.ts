/** A fetch that answers from a script of calls, and keeps what the console sent. */

export interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** jsdom has no fetch API: a Headers enough for the console (get, has, set, iteration of what was set). */
class SimpleHeaders {
  private readonly values = new Map<string, string>();
  constructor(init?: HeadersInit) {
    if (init) for (const [key, value] of Object.entries(init as Record<string, string>)) this.set(key, value);
  }
  get(key: string): string | null {
    return this.values.get(key.toLowerCase()) ?? null;
  }
  has(key: string): boolean {
    return this.values.has(key.toLowerCase());
  }
  set(key: string, value: string): void {
    this.values.set(key.toLowerCase(), value);
  }
  entries(): IterableIterator<[string, string]> {
    return this.values.entries();
  }
}

export function installFakeFetch(answer: (request: SentRequest) => FakeAnswer): SentRequest[] {
  const sent: SentRequest[] = [];
  if (typeof globalThis.Headers === 'undefined') Object.assign(globalThis, { Headers: SimpleHeaders });
  const fake = async (url: string, init: RequestInit = {}) => {
    const headers = Object.fromEntries((init.headers as unknown as SimpleHeaders).entries());
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    };
    sent.push(request);
    const { status = 200, body, headers: answerHeaders = {} } = answer(request);
    const text = body === undefined ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: new Headers(answerHeaders),
      text: async () => text,
    };
  };
  Object.assign(globalThis, { fetch: fake });
  return sent;
}
