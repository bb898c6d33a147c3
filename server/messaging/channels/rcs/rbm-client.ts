import { ProviderError } from '../../../channel/channel';
import { bearerJson, readProviderJson, requestProvider } from '../provider-request';
import { retryAfterOf } from '../retry-after';
import { randomBytes } from 'node:crypto';
import type { RbmAccessTokens } from './rbm-access-tokens';
import { multipartRelated } from './rbm-files';
import { googleErrorBody, rbmFileAnswer, rbmManagedTester, rbmTester, rbmAgentEventAnswer, rbmAgentMessageAnswer, rbmBatchGetUsersAnswer, rbmBatchGetUsersLimit, rbmCapabilities, type RbmAgentEvent, type RbmAgentMessage, type RbmInviteStatus } from './rbm-types';

export interface RbmClientOptions {
  /** `https://rcsbusinessmessaging.googleapis.com` in production, the sandbox's loopback address otherwise. */
  baseUrl: string;
  /** The agent's service-account tokens (or a fixed token obtained elsewhere). */
  tokens: RbmAccessTokens;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Numbers in one users.batchGet request; Google's 10,000 unless a test asks for less. */
  batchLimit?: number;
  /** Google's Business Communications API, where a tester's invite is read; the sandbox's own address in the sandbox. */
  managementBaseUrl?: string;
}

export interface RbmClient {
  /** Answers RBM's resource name for the message (`phones/+91…/agentMessages/{messageId}`). */
  sendAgentMessage(msisdn: string, input: { messageId: string; agentId: string; message: RbmAgentMessage }): Promise<{ name: string }>;
  /**
   * Invites a number to test the agent before launch (the RBM API's `phones.testers.create`, which
   * Google marks deprecated): the person is asked on their phone, and the invite stays PENDING until
   * they answer.
   */
  inviteTester(msisdn: string, agentId: string): Promise<{ name: string; inviteStatus: RbmInviteStatus }>;
  /** A tester's invite as it stands (the Business Communications API's `testers.get`), or null when the number was never invited. */
  getTester(msisdn: string, agentId: string): Promise<{ name: string; inviteStatus: RbmInviteStatus } | null>;
  /**
   * files.create: a file RBM keeps (60 days) for agent messages to name (`uploadedRbmFile`), from its
   * public URL or from its bytes. Answers its name, `files/…`.
   */
  createFile(input: { agentId: string; thumbnailUrl?: string } & ({ fileUrl: string } | { contentType: string; bytes: Uint8Array })): Promise<{ name: string }>;
  /**
   * Tells the user the agent read their message (READ, naming it) or is typing (IS_TYPING): RBM's
   * agent events. `eventId` is a UUID; RBM ignores one it saw before, so a retry shows nothing twice.
   */
  sendAgentEvent(msisdn: string, input: { eventId: string; agentId: string; event: RbmAgentEvent }): Promise<{ name: string }>;
  /**
   * Takes back a message not yet delivered (`DELETE …/agentMessages/{messageId}`): 'revoked' when RBM
   * answered 200, 'delivered' when it answered 404 (Google: "the revocation attempt has failed because
   * the message was delivered").
   */
  revokeAgentMessage(msisdn: string, input: { messageId: string; agentId: string }): Promise<'revoked' | 'delivered'>;
  /** The device's RCS features, or null when the number cannot receive RCS (RBM answers 404). */
  getCapabilities(msisdn: string, agentId: string): Promise<string[] | null>;
  /** users.batchGet in requests of at most `batchLimit` numbers: the ones the agent can reach, and Google's sample counts added up. */
  batchGetUsers(msisdns: readonly string[], agentId: string): Promise<RbmReach>;
}

export interface RbmReach {
  reachable: ReadonlySet<string>;
  totalRandomSampleUserCount: number;
  reachableRandomSampleUserCount: number;
  /** How many users.batchGet requests it took. */
  requests: number;
}

/** RBM answers 404 NOT_FOUND to a send or a capability check for a number that is not RCS-capable. */
export const notRcsCapableCode = 404;

/** Google's transient answers: too many requests, internal error, unavailable, deadline. */
const retryableStatuses = new Set([429, 500, 502, 503, 504]);

/** How soon a request refused with a renewed token is tried again: the next token is fetched at once. */
const refusedRenewedRetryMs = 1_000;

export function createRbmClient(options: RbmClientOptions): RbmClient {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const root = `${base}/v1`;
  const management = `${(options.managementBaseUrl ?? 'https://businesscommunications.googleapis.com').replace(/\/+$/, '')}/v1`;

  /** `upload`: the bytes and their type, sent as they are (files.create's upload URI). */
  async function call(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, upload?: { body: Buffer; contentType: string }): Promise<{ status: number; json: unknown; retryAfterMs: number | undefined; unsent: boolean }> {
    const timeoutMs = options.timeoutMs ?? 15_000;
    const send = (token: string) =>
      upload
        ? requestProvider(doFetch, url, { method, headers: { authorization: `Bearer ${token}`, 'content-type': upload.contentType }, body: new Uint8Array(upload.body), timeoutMs })
        : requestProvider(doFetch, url, bearerJson(token, method, body, timeoutMs));
    const token = await options.tokens.current();
    let response = await send(token);
    // A 401 is answered before anything is done, so the request is sent once more with a renewed token.
    if (response.status === 401) {
      const renewed = await options.tokens.renew(token);
      if (renewed !== null) {
        await response.body?.cancel();
        response = await send(renewed);
        // Refused again: the renewed token expired on its way (a queue longer than its life), and the
        // message is still unsent, so it is left to a later attempt rather than failed.
        if (response.status === 401) return { status: 401, json: await readProviderJson(response), retryAfterMs: refusedRenewedRetryMs, unsent: true };
      }
    }
    const json = await readProviderJson(response);
    return { status: response.status, json, retryAfterMs: retryAfterOf(response.headers.get('retry-after'), Date.now()), unsent: false };
  }

  function refusal({ status, json, retryAfterMs, unsent }: Awaited<ReturnType<typeof call>>): ProviderError {
    const google = googleErrorBody.safeParse(json);
    const title = google.success ? `${google.data.error.status ?? 'ERROR'}: ${google.data.error.message}` : `HTTP ${status}`;
    return new ProviderError(status, title, unsent || retryableStatuses.has(status), retryAfterMs);
  }

  return {
    async sendAgentMessage(msisdn, { messageId, agentId, message }) {
      const query = new URLSearchParams({ messageId, agentId });
      const answered = await call('POST', `${root}/phones/${encodeURIComponent(msisdn)}/agentMessages?${query.toString()}`, message);
      const { status, json } = answered;
      if (status < 200 || status >= 300) throw refusal(answered);
      const answer = rbmAgentMessageAnswer.safeParse(json);
      if (!answer.success) throw new ProviderError(0, 'The provider accepted the message but its answer has no name', false);
      return { name: answer.data.name };
    },
    async inviteTester(msisdn, agentId) {
      const answered = await call('POST', `${root}/phones/${encodeURIComponent(msisdn)}/testers?${new URLSearchParams({ agentId }).toString()}`, {});
      if (answered.status < 200 || answered.status >= 300) throw refusal(answered);
      const answer = rbmTester.safeParse(answered.json);
      if (!answer.success) throw new ProviderError(0, 'The tester invite answer is not RBM\'s', false);
      return answer.data;
    },
    async getTester(msisdn, agentId) {
      const answered = await call('GET', `${management}/testers/${encodeURIComponent(msisdn)}?${new URLSearchParams({ agentId }).toString()}`);
      if (answered.status === 404) return null;
      if (answered.status < 200 || answered.status >= 300) throw refusal(answered);
      const answer = rbmManagedTester.safeParse(answered.json);
      if (!answer.success) throw new ProviderError(0, 'The tester answer is not Google\'s', false);
      return { name: answer.data.name, inviteStatus: answer.data.inviteStatus };
    },
    async createFile(input) {
      const { agentId, thumbnailUrl } = input;
      const metadata = { agentId, ...(thumbnailUrl ? { thumbnailUrl } : {}) };
      const answered =
        'fileUrl' in input
          ? await call('POST', `${root}/files`, { ...metadata, fileUrl: input.fileUrl })
          : await call('POST', `${base}/upload/v1/files?uploadType=multipart`, undefined, multipartRelated(metadata, input, `rbm-${randomBytes(12).toString('hex')}`));
      if (answered.status < 200 || answered.status >= 300) throw refusal(answered);
      const answer = rbmFileAnswer.safeParse(answered.json);
      if (!answer.success) throw new ProviderError(0, 'The provider took the file but its answer has no name', false);
      return { name: answer.data.name };
    },
    async sendAgentEvent(msisdn, { eventId, agentId, event }) {
      const query = new URLSearchParams({ eventId, agentId });
      const answered = await call('POST', `${root}/phones/${encodeURIComponent(msisdn)}/agentEvents?${query.toString()}`, event);
      if (answered.status < 200 || answered.status >= 300) throw refusal(answered);
      const answer = rbmAgentEventAnswer.safeParse(answered.json);
      if (!answer.success) throw new ProviderError(0, 'The provider took the agent event but its answer has no name', false);
      return { name: answer.data.name };
    },
    async revokeAgentMessage(msisdn, { messageId, agentId }) {
      const query = new URLSearchParams({ agentId });
      const answered = await call('DELETE', `${root}/phones/${encodeURIComponent(msisdn)}/agentMessages/${encodeURIComponent(messageId)}?${query.toString()}`);
      if (answered.status === 404) return 'delivered';
      if (answered.status < 200 || answered.status >= 300) throw refusal(answered);
      return 'revoked';
    },
    async getCapabilities(msisdn, agentId) {
      const query = new URLSearchParams({ requestId: `${msisdn}-${Date.now()}`, agentId });
      const answered = await call('GET', `${root}/phones/${encodeURIComponent(msisdn)}/capabilities?${query.toString()}`);
      const { status, json } = answered;
      if (status === notRcsCapableCode) return null;
      if (status < 200 || status >= 300) throw refusal(answered);
      const answer = rbmCapabilities.safeParse(json);
      if (!answer.success) throw new ProviderError(0, 'The capability answer has no features', false);
      return answer.data.features;
    },
    async batchGetUsers(msisdns, agentId) {
      const limit = options.batchLimit ?? rbmBatchGetUsersLimit;
      const reach = { reachable: new Set<string>(), totalRandomSampleUserCount: 0, reachableRandomSampleUserCount: 0, requests: 0 };
      for (let at = 0; at < msisdns.length; at += limit) {
        const answered = await call('POST', `${root}/users:batchGet`, { users: msisdns.slice(at, at + limit), agentId });
        if (answered.status < 200 || answered.status >= 300) throw refusal(answered);
        const answer = rbmBatchGetUsersAnswer.safeParse(answered.json);
        if (!answer.success) throw new ProviderError(0, 'The users.batchGet answer is not RBM\'s', false);
        for (const user of answer.data.reachableUsers) reach.reachable.add(user);
        reach.totalRandomSampleUserCount += answer.data.totalRandomSampleUserCount;
        reach.reachableRandomSampleUserCount += answer.data.reachableRandomSampleUserCount;
        reach.requests += 1;
      }
      return reach;
    },
  };
}
