import { randomInt } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { sandboxDialogHtml, sandboxDialogScript } from '../../server/messaging/sandbox/social-login/sandbox-dialog';
import { sandboxSdkScript } from '../../server/messaging/sandbox/social-login/sandbox-sdk-script';
import { briskSandboxTiming } from '../../server/messaging/sandbox/whatsapp/sandbox-rules';
import { startWhatsappSandbox } from '../../server/messaging/sandbox/whatsapp/start-whatsapp-sandbox';
import { META_STAND_IN } from './meta-stand-in-settings';

/**
 * Meta, as a console deployed with `embeddedSignup.sandbox: false` meets it (issue #32), on two loopback
 * origins of its own: the SDK and its consent dialog on one (Meta's CDN and facebook.com), the Graph
 * API on another (the WhatsApp sandbox, with embedded sign-up's code exchange). So the console's own
 * security headers, its pop-up's opener and the dialog's session info are tested across origins, as
 * Meta's would be. `GET /signups`, `GET /dialogs` and `GET /received` on the SDK origin tell the test what Meta saw.
 */
const { sdkPort, graphPort, consolePort, appId, secondAppId, appSecret, webhookSecret, systemToken } = META_STAND_IN(Number(process.env.E2E_PORT ?? 8181));
const digits = (length: number) => Array.from({ length }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

interface Issued {
  appId: string;
  userId: string;
  wabaId: string;
  numberId: string;
  /** A WABA the business shared in an earlier sign-up: debug_token lists it first, so only the session info finds the new one. */
  earlier: string;
  until: number;
}
const issued = new Map<string, Issued>();
const redeemed: Issued[] = [];

const graph = await startWhatsappSandbox({
  port: graphPort,
  appSecret: webhookSecret,
  accessToken: systemToken,
  webhookUrl: `http://127.0.0.1:${consolePort}/webhooks/whatsapp`,
  timing: briskSandboxTiming,
  findTemplate: 'registry',
  phoneNumbers: [],
  signup: {
    apps: { [appId]: appSecret, [secondAppId]: appSecret },
    redeemCode: async (code, forApp) => {
      const found = issued.get(code);
      issued.delete(code);
      if (!found || found.appId !== forApp || found.until < Date.now()) return null;
      redeemed.push(found);
      return { userId: found.userId, wabaId: found.wabaId, numberId: found.numberId, sharedBefore: [found.earlier] };
    },
  },
});

const sdk = new Hono();
// Meta's CDN serves the SDK to any page (the console loads it with crossorigin="anonymous").
sdk.get('/sdk.js', (c) => c.body(sandboxSdkScript, 200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' }));
/** The feature type each dialog was opened for: the SDK (sandbox-sdk-script.ts) refuses a login without Meta's v3 extras. */
const dialogs: Array<{ featureType: string }> = [];
sdk.get('/dialog', (c) => {
  const opener = c.req.query('origin') ?? '';
  dialogs.push({ featureType: c.req.query('feature_type') ?? '' });
  return c.html(sandboxDialogHtml(c.req.query('app_id') ?? '', 'Stand-in for Meta', URL.canParse(opener) ? new URL(opener).origin : '', c.req.query('feature_type')));
});
sdk.get('/dialog.js', (c) => c.body(sandboxDialogScript, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
// The dialog set up a WABA and number before it hands back the code, as Meta's does, and says which in its session info.
sdk.post('/codes', async (c) => {
  const body = (await c.req.json().catch(() => ({}))) as { app_id?: string };
  const code = `stand-in-${digits(12)}`;
  const grant: Issued = { appId: body.app_id ?? '', userId: digits(15), wabaId: digits(15), numberId: digits(15), earlier: digits(15), until: Date.now() + 10 * 60_000 };
  issued.set(code, grant);
  return c.json({ code, user_id: grant.userId, expires_in: 600, waba_id: grant.wabaId, phone_number_id: grant.numberId });
});
sdk.get('/signups', (c) => c.json(redeemed.map(({ wabaId, numberId }) => ({ wabaId, numberId }))));
sdk.get('/dialogs', (c) => c.json(dialogs));
sdk.get('/received', (c) => c.json(Object.fromEntries(graph.received)));
sdk.get('/ready', (c) => c.text('ready'));
serve({ fetch: sdk.fetch, port: sdkPort, hostname: '127.0.0.1' });
console.log(`Meta stand-in: SDK on http://127.0.0.1:${sdkPort}, Graph API on ${graph.baseUrl}`);
