import { enterpriseLoginData, type EnterpriseLoginData } from '@/api/contracts/auth';
import { decryptText, encryptText } from '@/api/crypto';
import type { TestServer } from './test-server';

export interface CallOptions {
  body?: unknown;
  /** A raw body string, sent as is (malformed JSON tests). */
  rawBody?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** `omit` sends no X-XSRF-TOKEN; `mismatch` sends a wrong one. */
  xsrf?: 'send' | 'omit' | 'mismatch';
  /** false sends no credentials even when signed in. */
  auth?: boolean;
}

export interface CallResult {
  status: number;
  // Tests read loosely typed JSON and assert on it.
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

/** A browser stand-in: keeps the XSRF cookie, echoes it, and adds the console's auth headers once signed in. */
export class ApiClient {
  xsrfToken: string | null = null;
  token: string | null = null;
  sessionId: string | null = null;

  constructor(private readonly server: TestServer) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const response = await this.request(method, path, options);
    const text = await response.text();
    // A file (a download job's CSV or .xlsx) comes back as its text; everything else is JSON.
    const isJson = /json/.test(response.headers.get('content-type') ?? 'json');
    return { status: response.status, json: text ? (isJson ? JSON.parse(text) : text) : null, headers: response.headers };
  }

  /** The answer as sent, unparsed: for tests that judge the bytes themselves (the contract fuzz). */
  async callRaw(method: string, path: string, options: CallOptions = {}): Promise<{ status: number; contentType: string; text: string }> {
    const response = await this.request(method, path, options);
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  }

  private async request(method: string, path: string, options: CallOptions): Promise<Response> {
    if (!this.xsrfToken && options.xsrf !== 'omit') await this.fetchXsrfCookie();
    const headers = new Headers(options.headers);
    if (this.xsrfToken) headers.set('cookie', `XSRF-TOKEN=${this.xsrfToken}`);
    if (options.xsrf === 'mismatch') headers.set('x-xsrf-token', 'not-the-cookie');
    else if (options.xsrf !== 'omit' && this.xsrfToken) headers.set('x-xsrf-token', this.xsrfToken);
    if (options.auth !== false && this.token && this.sessionId) {
      headers.set('authorization', `Bearer ${this.token}`);
      headers.set('session', this.sessionId);
    }
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers.set('content-type', 'application/json');
    const url = options.query ? `${path}?${new URLSearchParams(options.query).toString()}` : path;
    return this.server.app.request(url, { method, headers, body });
  }

  private async fetchXsrfCookie() {
    const response = await this.server.app.request('/api/openapi.json');
    const match = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
    this.xsrfToken = match?.[1] ?? null;
  }

  /** Enterprise sign-in as the console does it; on success the client is signed in. */
  async login(username: string, password: string, extra: { clearsess?: string } = {}): Promise<CallResult & { data?: EnterpriseLoginData }> {
    const key = this.server.config.cryptoKey;
    const result = await this.call('POST', '/api/auth/login', {
      body: { user_cred: { userName: username, password: encryptText(password.trim(), key) }, agent: 'vitest/1.0', ...extra },
    });
    if (result.status !== 200) return result;
    const data = enterpriseLoginData.parse(JSON.parse(decryptText(result.json.body.data, key)));
    this.useSession(data.token, data.session);
    return { ...result, data };
  }

  useSession(token: string, sessionId: string) {
    this.token = token;
    this.sessionId = sessionId;
  }
}
