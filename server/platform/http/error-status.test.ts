import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { apiErrorCode, type ApiErrorName } from '@/api/contracts/errors';
import { ApiError } from '../api-error';
import type { AppEnv } from './app-env';
import { errorHandler } from './error-handler';
import { errorStatus } from './error-status';

/**
 * Every (status, code) the server threw when call sites still named the status (survey of the tree
 * before the change, decisions.md): the name each is thrown by now, and the answer it must keep.
 */
const answeredBefore: readonly (readonly [ApiErrorName, number, string])[] = [
  ['invalidRequest', 400, 'invalid_request'],
  ['invalidJson', 400, 'invalid_json'],
  ['emptyBody', 400, 'empty_body'],
  ['flowInvalid', 400, 'flow_invalid'],
  ['unauthenticated', 401, 'unauthenticated'],
  ['sessionExpired', 401, 'session_expired'],
  ['invalidCredentials', 401, 'invalid_credentials'],
  ['verificationFailed', 401, 'verification_failed'],
  ['forbidden', 403, 'forbidden'],
  ['accountMismatch', 403, 'account_mismatch'],
  ['xsrfMismatch', 403, 'xsrf_mismatch'],
  ['sandboxDisabled', 403, 'sandbox_disabled'],
  ['outboundRefused', 403, 'outbound_refused'],
  ['customerNotAllowed', 403, 'customer_login.err.not_allowed'],
  ['customerInactive', 403, 'customer_login.err.inactive'],
  ['customerLoginForbidden', 403, 'customer_login.err.forbidden'],
  ['customerAlreadyImpersonating', 403, 'customer_login.err.already_impersonating'],
  ['notFound', 404, 'not_found'],
  ['customerNotFound', 404, 'customer_login.err.not_found'],
  ['outboundTimeout', 408, 'outbound_timeout'],
  ['exportNotReady', 409, 'invalid_request'],
  ['usernameTaken', 409, 'username_taken'],
  ['cannotDeleteSelf', 409, 'cannot_delete_self'],
  ['nameTaken', 409, 'name_taken'],
  ['folderNotEmpty', 409, 'folder_not_empty'],
  ['versionConflict', 409, 'version_conflict'],
  ['conversationBusy', 409, 'conversation_busy'],
  ['botNotReady', 409, 'bot_not_ready'],
  ['campaignStateConflict', 409, 'campaign_state_conflict'],
  ['audienceNotReady', 409, 'audience_not_ready'],
  ['importMismatch', 409, 'import_mismatch'],
  ['campaignTooLong', 409, 'campaign_too_long'],
  ['templateInReview', 409, 'template_in_review'],
  ['templateInUse', 409, 'template_in_use'],
  ['templateNotStored', 409, 'template_not_stored'],
  ['wabaHeld', 409, 'waba_held'],
  ['exportExpired', 410, 'invalid_request'],
  ['payloadTooLarge', 413, 'payload_too_large'],
  ['outboundUnreachable', 424, 'outbound_failed'],
  ['loginLocked', 429, 'login_locked'],
  ['rateLimited', 429, 'rate_limited'],
  ['outboundFailed', 502, 'outbound_failed'],
];

describe('errorStatus', () => {
  it('gives every name of the contract a status', () => {
    const without = Object.keys(apiErrorCode).filter((name) => !Object.hasOwn(errorStatus, name));
    expect(without).toEqual([]);
  });

  it.each(answeredBefore)('answers %s as %i with error %s, as before', async (name, status, code) => {
    const app = new Hono<AppEnv>();
    app.onError(errorHandler(pino({ enabled: false })));
    app.get('/', () => {
      throw new ApiError(name, 'Told as thrown.', { field: 'why' }, { flow: 1 });
    });
    const answer = await app.request('/');
    expect(answer.status).toBe(status);
    expect(await answer.text()).toBe(JSON.stringify({ flow: 1, error: code, message: 'Told as thrown.', fields: { field: 'why' } }));
  });
});
