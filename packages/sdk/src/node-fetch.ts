import http, { type OutgoingHttpHeaders } from 'node:http';
import https from 'node:https';

/**
 * The fetch of the SDK's server client (the web renderer's serverApi, apps/web/app/lib/api.server.ts):
 * node:http on kept-alive connections, answering what the SDK reads of a Response (ok, status, headers, json, text).
 * Only createServerApiClient (server.ts) uses it: the browser's bundle leaves it out. Every page render makes three to five such
 * calls, and Node's global fetch (undici's WHATWG fetch: a Request, Headers and web streams per call) was ≈ 9 % of an
 * uncached home render's CPU (bench/README.md, "Web page cache"); this does the same request with none of that.
 * Bodies are strings (the SDK sends JSON); an abort signal ends the request as fetch would.
 */
const agents: Record<string, http.Agent> = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** What the SDK reads of an answer: the part of Response that readEnvelope uses, and text and headers. */
class ApiAnswer {
  readonly ok: boolean;
  constructor(
    readonly status: number,
    private readonly rawHeaders: string[],
    private readonly body: Buffer,
  ) {
    this.ok = status >= 200 && status < 300;
  }
  /** Made when asked for only: the SDK reads none. */
  get headers(): Headers {
    const headers = new Headers();
    for (let index = 0; index < this.rawHeaders.length; index += 2) headers.append(this.rawHeaders[index]!, this.rawHeaders[index + 1]!);
    return headers;
  }
  async text(): Promise<string> {
    return this.body.toString('utf8');
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.body.toString('utf8'));
  }
}

export function nodeFetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) return fetch(input, init);
  const url = typeof input === 'string' ? new URL(input) : input;
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
  )
    return fetch(input, init);
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: init.method ?? 'GET',
        headers: init.headers as OutgoingHttpHeaders,
        agent: agents[url.protocol],
        signal: init.signal ?? undefined,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('error', reject);
        answer.on('end', () =>
          resolve(new ApiAnswer(answer.statusCode ?? 502, answer.rawHeaders, Buffer.concat(chunks)) as unknown as Response),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body ?? undefined);
  });
}
