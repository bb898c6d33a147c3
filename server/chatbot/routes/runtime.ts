import { z } from 'zod';
import type { UserEvent } from '@/canvas/engine';
import { gatewayMessageRequest, gatewayMessageResponse, simulateFetchRequest, simulateFetchResponse } from '@/api/contracts/chatbot';
import { sameSecret } from '../../platform/auth/tokens';
import { bearerToken } from '../../platform/auth/auth-session';
import { unauthenticated } from '../../platform/api-error';
import { defineRoute } from '../../platform/http/route';
import { runGatewayTurn } from '../gateway/gateway-turn';
import { gatewayAnswer } from './gateway-answer';
import { outboundFetch } from '../gateway/outbound-proxy';
import { findBotById } from '../repo/bots';
import { BOT_BASE } from './chatbot-paths';
import { webChatMessageRoute, webChatRepliesRoute } from './web-chat';
import { gatewayTokenHolder } from '../../platform/access/route-access';
import { routeFamily } from '../../platform/access/route-families';

export const simulateFetchRoute = defineRoute({
  ...routeFamily.chatbot,
  method: 'post',
  path: `${BOT_BASE}/simulate/fetch`,
  tag: 'Chatbot: simulator',
  summary: "The browser simulator's API steps, made by the server: private endpoints need no CORS, and the outbound rules apply.",
  body: simulateFetchRequest,
  response: simulateFetchResponse,
  errors: [400, 401, 403, 408, 424],
  async handle({ body }) {
    const { status, headers, body: text, truncated } = await outboundFetch(body);
    return { status, headers, body: text, truncated };
  },
});

const gatewayParams = z.object({ botId: z.uuid() });
const refuse = () => unauthenticated('Send Authorization: Bearer <gateway token> of this bot.');

export const gatewayMessageRoute = defineRoute({
  method: 'post',
  path: '/api/gateway/:botId/messages',
  tag: 'Chatbot: gateway',
  summary: "Runs one user event through the bot's published entry flow and answers the bot's messages; every turn is logged.",
  who: 'A channel connector holding the bot\'s gateway token (Authorization: Bearer); no session, no XSRF.',
  access: gatewayTokenHolder,
  body: gatewayMessageRequest,
  response: gatewayMessageResponse,
  errors: [400, 401, 409],
  async handle({ c, ctx, body }) {
    const params = gatewayParams.safeParse(c.req.param());
    const token = bearerToken(c.req);
    if (!params.success || !token) throw refuse();
    const bot = await findBotById(ctx.db, params.data.botId);
    // One answer for an unknown bot and a wrong token: the gateway does not confirm bot ids.
    if (!bot || !sameSecret(token, bot.gateway_token)) throw refuse();
    return gatewayAnswer(await runGatewayTurn(ctx.db, bot, body.conversationId, body.event as UserEvent, ctx.options.now, body.language));
  },
});

export const runtimeRoutes = [simulateFetchRoute, gatewayMessageRoute, webChatMessageRoute, webChatRepliesRoute];
