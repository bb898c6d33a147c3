import type { WebhookSecrets } from '../../channel/webhook-secrets';
import { demoLogins } from '../../seed/demo-accounts';
import { ApiClient } from '../../testing/api-client';
import type { TestServer } from '../../testing/test-server';

export type LoginName = keyof typeof demoLogins;
/** A demo login, the operator acting as customer `acme`, or nobody signed in. */
export type Caller = LoginName | 'acme' | 'anonymous';

/**
 * What the fuzz's requests stand on: signed-in callers and the rows a route's ids name, made once
 * through the API (as a user would) and shared by every route that needs them.
 */
export class FuzzWorld {
  private readonly clients = new Map<Caller, Promise<ApiClient>>();
  private readonly made = new Map<string, Promise<unknown>>();
  private counter = 0;
  private readonly cleanups: (() => Promise<void> | void)[] = [];

  /** `webhooks`: the secrets the sandbox providers sign with, for routes that take a provider's webhook. */
  constructor(
    readonly server: TestServer,
    readonly webhooks: WebhookSecrets = {},
  ) {}

  /** A caller's shared session; a route that may end it asks for `fresh` instead. */
  as(caller: Caller): Promise<ApiClient> {
    let client = this.clients.get(caller);
    if (!client) {
      client = this.fresh(caller);
      this.clients.set(caller, client);
    }
    return client;
  }

  async fresh(caller: Caller): Promise<ApiClient> {
    const api = new ApiClient(this.server);
    if (caller === 'anonymous') return api;
    if (caller === 'acme') {
      const operator = await this.fresh('operator');
      const opened = await operator.call('POST', '/api/auth/customer-login', { body: { uname: 'acme', id: String(demoLogins.operator.esme), admin_name: demoLogins.operator.username } });
      if (opened.status !== 200) throw new Error(`customer sign-in as acme failed: ${opened.status}`);
      api.useSession(opened.json.body.token, opened.json.body.session);
      return api;
    }
    const login = demoLogins[caller];
    const result = await api.login(login.username, login.password);
    if (result.status !== 200) throw new Error(`sign-in of ${login.username} failed: ${result.status}`);
    return api;
  }

  /** Made once per world under `key`: a fixture every request may share. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let value = this.made.get(key) as Promise<T> | undefined;
    if (!value) {
      value = make();
      this.made.set(key, value);
    }
    return value;
  }

  /** Undone by `dispose`, last first (a server started, an environment variable set). */
  onDispose(cleanup: () => Promise<void> | void) {
    this.cleanups.push(cleanup);
  }

  async dispose() {
    for (const cleanup of this.cleanups.reverse()) await cleanup();
  }

  /** A name no earlier request used, for rows whose names must be unique. */
  unique(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.counter}`;
  }
}

/** A call made while setting up: anything but a 2xx stops the run with what the server said. */
export async function must(call: Promise<{ status: number; json: unknown }>, what: string): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const result = await call;
  if (result.status < 200 || result.status > 299) throw new Error(`fuzz set-up "${what}" answered ${result.status}: ${JSON.stringify(result.json).slice(0, 300)}`);
  return result.json;
}
