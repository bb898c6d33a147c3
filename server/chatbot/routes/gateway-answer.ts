import type { GatewayMessageResponse } from '@/api/contracts/chatbot';
import type { ApiErrorName } from '@/api/contracts/errors';
import { gatewayRefusalText, type GatewayRefusal, type GatewayTurn } from '../gateway/gateway-turn';
import { ApiError } from '../../platform/api-error';

const refusalName: Readonly<Record<GatewayRefusal, ApiErrorName>> = { not_ready: 'botNotReady', busy: 'conversationBusy' };

/** The gateway's turn as the routes answer it: the bot's messages, or 409 with the refusal's code. */
export function gatewayAnswer(turn: GatewayTurn): GatewayMessageResponse {
  if (!turn.ok) throw new ApiError(refusalName[turn.refused], gatewayRefusalText[turn.refused]);
  return { messages: turn.messages, ended: turn.ended, turn: turn.turn };
}
