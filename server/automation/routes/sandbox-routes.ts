import { WHATSAPP_SANDBOX_BASE, sandboxInboundRequest, sandboxStatusResponse, sandboxInboundResponse, sandboxPhoneQuery, sandboxPhoneResponse } from '@/api/contracts/automation';
import { notFound } from '../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../platform/http/route';
import { whatsappSandboxOf } from '../../messaging/sandbox/whatsapp/sandbox-handle';
import type { ServerContext } from '../../platform/context';
import { listNumberIds, ownNumber } from '../../whatsapp-accounts/numbers-repo';
import { routeFamily } from '../../platform/access/route-families';

const sandboxOf = (ctx: ServerContext) => {
  const sandbox = whatsappSandboxOf(ctx.db);
  if (!sandbox) throw notFound('This server sends through Meta: there is no sandbox provider to simulate customers.');
  return sandbox;
};

/** SANDBOX ONLY: stand-ins for a customer's phone, so a test or a user sees the server answer without Meta. */
export const sandboxRoutes: AnyRoute[] = [
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'get',
    path: WHATSAPP_SANDBOX_BASE,
    summary: "Whether this server runs the WhatsApp sandbox provider (so the console offers its customer stand-in), and which of the account's numbers it knows.",
    response: sandboxStatusResponse,
    errors: [401, 403],
    handle: async ({ ctx, caller }) => {
      const sandbox = whatsappSandboxOf(ctx.db);
      if (!sandbox) return { sandbox: false, senderIds: [] };
      const own = await listNumberIds(ctx.db, caller.esme);
      const known: string[] = [];
      for (const row of own) if (await sandbox.knows(row.id)) known.push(row.id);
      return { sandbox: true, senderIds: known };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'post',
    path: `${WHATSAPP_SANDBOX_BASE}/inbound`,
    summary: "SANDBOX ONLY: a simulated customer (`from`) writes `text` to one of the account's numbers (with `button`, taps the button of that text on the last message the number sent: a chatbot's reply button or a template's quick reply). The sandbox provider posts the signed inbound webhook to our webhook route, as Meta would; answers once it was taken. 404 when the server talks to Meta.",
    body: sandboxInboundRequest,
    response: sandboxInboundResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      const sandbox = sandboxOf(ctx);
      const number = await ownNumber(ctx.db, caller.esme, body.senderId);
      if (!(await sandbox.knows(number.id))) throw notFound('The sandbox provider does not know this number.');
      return { messageId: await sandbox.sendInbound({ from: body.from, toPhoneNumberId: number.id, text: body.text, ...(body.button ? { button: true } : {}) }) };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('automation'),
    method: 'get',
    path: `${WHATSAPP_SANDBOX_BASE}/phone`,
    summary: "SANDBOX ONLY: the conversation of the simulated phone `phone` with the account's number `senderId` through this process's sandbox provider, oldest first: what the phone received (`from: business`, with a chatbot's reply buttons) and what the customer wrote (`from: customer`). 404 when the server talks to Meta.",
    query: sandboxPhoneQuery,
    response: sandboxPhoneResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, query }) => {
      const sandbox = sandboxOf(ctx);
      const number = await ownNumber(ctx.db, caller.esme, query.senderId);
      const received = (sandbox.received.get(query.phone) ?? []).filter((message) => message.phoneNumberId === number.id);
      const written = (sandbox.written.get(query.phone) ?? []).filter((message) => message.phoneNumberId === number.id);
      const messages = [
        ...received.map((message) => ({
          id: message.id,
          at: message.at,
          from: 'business' as const,
          kind: message.template ? ('template' as const) : ('text' as const),
          template: message.template?.name ?? null,
          text: message.text,
          links: message.links,
          buttons: message.buttons.map((button) => button.title),
        })),
        ...written.map((message) => ({ id: message.id, at: message.at, from: 'customer' as const, kind: 'text' as const, template: null, text: message.text, links: [], buttons: [] })),
      ];
      // A stable sort: at one instant the customer's message comes before what answered it.
      messages.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.from === b.from ? 0 : a.from === 'customer' ? -1 : 1));
      return { messages: messages.map((message) => ({ ...message, at: message.at.toISOString() })) };
    },
  }),
];
