import { z } from 'zod';
import type { UserEvent } from '@/canvas/engine';
import { gatewayMessageResponse, webChatMessageRequest, webChatRepliesQuery, webChatRepliesResponse } from '@/api/contracts/chatbot';
import type { ServerContext } from '../../platform/context';
import { ApiError, notFound } from '../../platform/api-error';
import { clientIp } from '../../platform/http/client-ip';
import { fixedWindowLimiter } from '../../platform/http/rate-limit';
import { defineRoute } from '../../platform/http/route';
import { runGatewayTurn } from '../gateway/gateway-turn';
import { gatewayAnswer } from './gateway-answer';
import { findPwaProfileById } from '../repo/account-resources';
import { findBotById } from '../repo/bots';
import { findConversation, turnsAfter } from '../repo/conversations';
import { openToAnyone } from '../../platform/access/route-access';

/**
 * The conversation id the gateway logs for a web chat: the prefix tells web chats apart from a
 * connector's ids in the chat report (conversations have no channel column) and keeps a visitor's
 * UUID from ever naming a connector's conversation.
 */
export const webChatConversationId = (browserId: string) => `web:${browserId}`;

/** A person types far slower than this; a script flooding one chat or from one address is cut off. */
const PER_CONVERSATION = { limit: 30, windowMs: 60_000 };
const PER_ADDRESS = { limit: 300, windowMs: 60_000 };
const limiters = new WeakMap<ServerContext, { conversation: ReturnType<typeof fixedWindowLimiter>; address: ReturnType<typeof fixedWindowLimiter> }>();

function limitersOf(ctx: ServerContext) {
  let found = limiters.get(ctx);
  if (!found) {
    found = { conversation: fixedWindowLimiter(PER_CONVERSATION), address: fixedWindowLimiter(PER_ADDRESS) };
    limiters.set(ctx, found);
  }
  return found;
}

async function profileBot(ctx: ServerContext, profileId: string | undefined) {
  const params = z.uuid().safeParse(profileId);
  const profile = params.success ? await findPwaProfileById(ctx.db, params.data) : undefined;
  // A profile is deleted with its bot, so a found profile's bot exists; the check keeps a race a 404.
  const bot = profile ? await findBotById(ctx.db, profile.bot_id) : undefined;
  if (!bot) throw notFound('No such PWA profile.');
  return bot;
}

/** Enough for any idle gap; a client further behind catches up over its next polls. */
const REPLIES_PER_POLL = 50;

function eventOf(body: z.output<typeof webChatMessageRequest>): UserEvent {
  if (body.text !== undefined) return { type: 'text', text: body.text };
  if (body.postback !== undefined) return { type: 'postback', data: body.postback };
  return { type: 'start' };
}

export const webChatMessageRoute = defineRoute({
  method: 'post',
  path: '/api/pwa/:profileId/messages',
  tag: 'Chatbot: PWA profiles',
  summary: "One message of a profile's web chat through its bot's published entry flow (the gateway's turn: same replies, same turn log).",
  who: 'Anyone with the web chat page: no session, no token, no XSRF. At most 30 messages a minute per conversation and 300 per address (429).',
  access: openToAnyone,
  body: webChatMessageRequest,
  response: gatewayMessageResponse,
  errors: [400, 404, 409, 429],
  async handle({ c, ctx, body }) {
    const bot = await profileBot(ctx, c.req.param('profileId'));
    const now = ctx.options.now();
    const { conversation, address } = limitersOf(ctx);
    const ip = clientIp(c, ctx.options.trustProxy);
    for (const verdict of [conversation.take(body.conversation_id, now), ip ? address.take(ip, now) : ({ allowed: true } as const)]) {
      if (!verdict.allowed) {
        c.header('Retry-After', String(verdict.retryAfterSeconds));
        throw new ApiError('rateLimited', 'Too many messages. Wait a moment and send again.');
      }
    }
    return gatewayAnswer(await runGatewayTurn(ctx.db, bot, webChatConversationId(body.conversation_id), eventOf(body), ctx.options.now, body.language));
  },
});

export const webChatRepliesRoute = defineRoute({
  method: 'get',
  path: '/api/pwa/:profileId/messages',
  tag: 'Chatbot: PWA profiles',
  summary: "The bot's replies of a web chat after turn `after`, oldest first: how the page learns of what the server sent by itself, such as a timeout action.",
  who: 'Anyone with the web chat page and its conversation id (a browser-made UUID). Counted against the 300 a minute per address.',
  access: openToAnyone,
  query: webChatRepliesQuery,
  response: webChatRepliesResponse,
  errors: [400, 404, 429],
  async handle({ c, ctx, query }) {
    const bot = await profileBot(ctx, c.req.param('profileId'));
    const ip = clientIp(c, ctx.options.trustProxy);
    const verdict = ip ? limitersOf(ctx).address.take(ip, ctx.options.now()) : ({ allowed: true } as const);
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw new ApiError('rateLimited', 'Too many requests. Wait a moment.');
    }
    const externalId = webChatConversationId(query.conversation_id);
    const conversation = await findConversation(ctx.db, bot.id, externalId);
    const turns = conversation ? await turnsAfter(ctx.db, bot.id, externalId, query.after, REPLIES_PER_POLL) : [];
    return {
      turns: turns.map((row) => ({ turn: row.seq, messages: row.output as Record<string, unknown>[] })),
      ended: conversation?.ended ?? false,
    };
  },
});
