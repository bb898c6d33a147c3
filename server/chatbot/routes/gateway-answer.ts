import type { GatewayMessageResponse } from '@/api/contracts/chatbot';
import { apiErrorCode, type ApiErrorCode } from '@/api/contracts/errors';
import { gatewayRefusalText, type GatewayRefusal, type GatewayTurn } from '../gateway/gateway-turn';
import { ApiError } from '../../platform/api-error';

const refusalCode: Readonly<Record<GatewayRefusal, ApiErrorCode>> = { not_ready: apiErrorCode.botNotReady, busy: apiErrorCode.conversationBusy };

/** The gateway's turn as the routes answer it: the bot's messages, or 409 with the refusal's code. */
export function gatewayAnswer(turn: GatewayTurn): GatewayMessageResponse {
  if (!turn.ok) throw new ApiError(409, refusalCode[turn.refused], gatewayRefusalText[turn.refused]);
  return { messages: turn.messages, ended: turn.ended, turn: turn.turn };
}
