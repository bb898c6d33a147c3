import { randomBytes, randomInt } from 'node:crypto';
import type { Context, Env, Hono } from 'hono';
import { graphErrors, type GraphRefusal } from './graph-errors';
import type { SandboxPhoneNumber } from './webhook-payloads';

/**
 * Embedded sign-up's Graph calls, as Meta answers a Tech Provider (issue #32: the exchange had only
 * ever run against a test's stand-in): `oauth/access_token` trades the login dialog's code for the
 * customer's business token, `debug_token` names the WABA the customer shared (granular scopes),
 * `GET /{waba-id}` and `/{waba-id}/phone_numbers` describe it, `POST /{waba-id}/subscribed_apps`
 * subscribes our app. Codes are the ones the sandbox dialog issued (`redeemCode`); each sign-up
 * gets a fresh WABA with one +1 555 test number, registered for the Cloud API and able to send here.
 */

export interface SandboxSignupOptions {
  /** App id → app secret, as the App Dashboard holds them. */
  apps: Readonly<Record<string, string>>;
  /**
   * Spends a code the sandbox dialog issued to `appId`, once, within its lifetime; null when it cannot.
   * A dialog that already told the console the WABA and number it set up (Meta's session info) names their ids;
   * `sharedBefore` are WABAs the business shared with the app in an earlier sign-up, which `debug_token` lists first.
   */
  redeemCode: (code: string, appId: string) => Promise<{ userId: string; wabaId?: string; numberId?: string; sharedBefore?: string[] } | null>;
  /** What Meta remembers of its sign-ups, beyond this process: a restarted server's or a worker's sandbox still knows them. */
  memory?: SignupMemory;
  /** Our system user's id (WHATSAPP_SYSTEM_USER_ID): `assigned_users` takes only this user; unset, any user id. */
  systemUserId?: string;
}

export interface SignupMemory {
  save(signedUp: SignedUp): Promise<void>;
  /** The sign-up whose business token this is, or whose WABA or number has this id. */
  find(by: { token: string } | { objectId: string }): Promise<SignedUp | undefined>;
}

export interface SignedUp {
  token: string;
  appId: string;
  userId: string;
  waba: { id: string; name: string };
  number: SandboxPhoneNumber & { verifiedName: string };
}

const digits = (length: number) => Array.from({ length }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');
const oauthError = (message: string, code: number, subcode?: number): GraphRefusal => ({
  status: 400,
  body: { error: { message, type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: `SANDBOX${code}` } },
});

export interface SandboxSignupGraph {
  /** Whether the bearer is a business token one of these sign-ups issued. */
  knowsToken(token: string): Promise<boolean>;
  /**
   * Whether the bearer may act on the object `id` names. A business token reaches its own WABA and
   * number, never another account's; the system user's token does not reach a signed-up WABA or its
   * number until the business assigns it there (`POST /{waba-id}/assigned_users`), as on Meta.
   */
  mayReach(token: string, id: string, isAccountObject: (id: string) => boolean, asSystemUser: boolean): Promise<boolean>;
  /** The sign-up whose business token this is, for asserting which token a call used. */
  byToken(token: string): { wabaId: string; numberId: string } | undefined;
}

export function mountSandboxSignupGraph<E extends Env>(app: Hono<E>, version: string, options: SandboxSignupOptions, onNumber: (number: SandboxPhoneNumber) => void): SandboxSignupGraph {
  const byToken = new Map<string, SignedUp>();
  const byWaba = new Map<string, SignedUp>();
  const byNumber = new Map<string, SignedUp>();
  /** WABAs whose business assigned our system user (kept in memory: a restarted sandbox forgets, as noted in docs/decisions.md). */
  const assigned = new Set<string>();
  // Asked by debug_token right after the exchange, so kept in this process only.
  const sharedBefore = new Map<string, readonly string[]>();
  // Ids asked about that no sign-up has: ours from the seed or a migration, asked on every send.
  const notSignedUp = new Set<string>();
  const known = (signedUp: SignedUp) => {
    byToken.set(signedUp.token, signedUp);
    byWaba.set(signedUp.waba.id, signedUp);
    byNumber.set(signedUp.number.id, signedUp);
    return signedUp;
  };
  const withToken = async (token: string) => {
    const remembered = byToken.get(token) ?? (token ? await options.memory?.find({ token }) : undefined);
    return remembered && known(remembered);
  };
  const owning = async (id: string) => {
    const here = byWaba.get(id) ?? byNumber.get(id);
    if (here || notSignedUp.has(id)) return here;
    const remembered = await options.memory?.find({ objectId: id });
    if (remembered) return known(remembered);
    notSignedUp.add(id);
    return undefined;
  };
  const send = (c: Context, answer: { status: number; body: unknown }) => c.json(answer.body as object, answer.status as 200);
  const bearer = (c: Context) => c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
  const appToken = (c: Context) => {
    const [appId, secret] = bearer(c).split('|');
    return appId && secret && options.apps[appId] === secret ? appId : null;
  };

  app.get(`/${version}/oauth/access_token`, async (c) => {
    const { client_id: appId = '', client_secret: secret, code = '' } = c.req.query();
    if (!options.apps[appId] || options.apps[appId] !== secret) return send(c, oauthError('Error validating client secret.', 1));
    const redeemed = await options.redeemCode(code, appId);
    if (!redeemed) return send(c, oauthError('This authorization code has expired, was already used or is not valid.', 100, 36009));
    const waba = { id: redeemed.wabaId ?? digits(15), name: `Sandbox business ${redeemed.userId.slice(-4)}` };
    const number = { id: redeemed.numberId ?? digits(15), displayPhoneNumber: `1555${digits(7)}`, wabaId: waba.id, throughput: 80, verifiedName: waba.name.replace(/ business/, '') };
    const signedUp: SignedUp = { token: `EAAsandbox${randomBytes(24).toString('base64url')}`, appId, userId: redeemed.userId, waba, number };
    await options.memory?.save(signedUp);
    if (redeemed.sharedBefore?.length) sharedBefore.set(signedUp.token, redeemed.sharedBefore);
    known(signedUp);
    onNumber(number);
    return c.json({ access_token: signedUp.token, token_type: 'bearer' });
  });

  app.get(`/${version}/debug_token`, async (c) => {
    const appId = appToken(c);
    if (!appId) return send(c, graphErrors.badToken());
    const signedUp = await withToken(c.req.query('input_token') ?? '');
    if (!signedUp || signedUp.appId !== appId) return c.json({ data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } } });
    const shared = [...(sharedBefore.get(signedUp.token) ?? []), signedUp.waba.id];
    return c.json({
      data: {
        app_id: appId,
        type: 'USER',
        application: 'Sandbox app',
        // As Meta's example answer has them: a business integration token never expires (0); its data access lasts 90 days.
        data_access_expires_at: Math.floor(Date.now() / 1000) + 90 * 24 * 3600,
        expires_at: 0,
        is_valid: true,
        user_id: signedUp.userId,
        scopes: ['whatsapp_business_management', 'whatsapp_business_messaging', 'public_profile'],
        granular_scopes: [
          { scope: 'whatsapp_business_management', target_ids: shared },
          { scope: 'whatsapp_business_messaging', target_ids: shared },
        ],
      },
    });
  });

  /**
   * A signed-up WABA's own call: its business token (or the system user's, which the caller's check
   * let through); another business's token is refused as Meta does. Ids of no sign-up fall through.
   */
  const forOwnWaba = (answer: (signedUp: SignedUp, c: Context) => Response) => async (c: Context, next: () => Promise<void>) => {
    const signedUp = await owning(c.req.param('wabaId') ?? '');
    if (!signedUp || signedUp.waba.id !== c.req.param('wabaId')) return next();
    const other = await withToken(bearer(c));
    if (other && other !== signedUp) return send(c, graphErrors.unknownObject(signedUp.waba.id));
    return answer(signedUp, c);
  };
  app.get(`/${version}/:wabaId`, forOwnWaba(({ waba }, c) => c.json({ id: waba.id, name: waba.name, account_review_status: 'APPROVED', currency: 'USD', timezone_id: '1' })));
  app.get(
    `/${version}/:wabaId/phone_numbers`,
    forOwnWaba(({ number }, c) =>
      c.json({
        data: [{ id: number.id, display_phone_number: `+${number.displayPhoneNumber}`, verified_name: number.verifiedName, status: 'LINKED', platform_type: 'CLOUD_API', quality_rating: 'GREEN', code_verification_status: 'VERIFIED' }],
        paging: { cursors: { before: 'QVFI', after: 'QVFI' } },
      }),
    ),
  );
  // The business (its own token, the only one that reaches here) gives our system user the WABA: MANAGE.
  app.post(
    `/${version}/:wabaId/assigned_users`,
    forOwnWaba(({ waba }, c) => {
      const user = c.req.query('user') ?? '';
      const tasks = c.req.query('tasks') ?? '';
      if (!/^\d+$/.test(user) || (options.systemUserId !== undefined && user !== options.systemUserId)) return send(c, graphErrors.invalidParameter(`user ${user} is not a system user of the app's business.`));
      if (!/MANAGE/.test(tasks)) return send(c, graphErrors.invalidParameter("tasks must include 'MANAGE'."));
      assigned.add(waba.id);
      return c.json({ success: true });
    }),
  );
  app.post(
    `/${version}/:wabaId/subscribed_apps`,
    forOwnWaba((_signedUp, c) => c.json({ success: true })),
  );

  return {
    knowsToken: async (token) => (await withToken(token)) !== undefined,
    async mayReach(token, id, isAccountObject, asSystemUser) {
      if (asSystemUser) {
        const signedUp = await owning(id);
        return signedUp === undefined || assigned.has(signedUp.waba.id);
      }
      const signedUp = await withToken(token);
      if (!signedUp || !isAccountObject(id)) return true;
      return id === signedUp.waba.id || id === signedUp.number.id;
    },
    byToken: (token) => {
      const signedUp = byToken.get(token);
      return signedUp && { wabaId: signedUp.waba.id, numberId: signedUp.number.id };
    },
  };
}
