import type { KyInstance } from 'ky';
import type { z } from 'zod';
import type { ApiClient } from '@/api/client';
import { flowInvalidBody, versionConflictBody, type FlowInvalidBody, type VersionConflictBody } from '@/api/contracts/chatbot';
import type { Endpoint } from '@/api/contracts/config';
import { ApiError, ContractError, NetworkError } from '@/api/errors';

/** 409 of save or publish: someone saved the flow since this editor loaded it. */
export class VersionConflictError extends Error {
  readonly current: VersionConflictBody['current'];
  constructor(body: VersionConflictBody) {
    super(body.message);
    this.name = 'VersionConflictError';
    this.current = body.current;
  }
}

/** 400 of publish: the draft has errors; `problems` are the server's `validateFlow` result. */
export class FlowInvalidError extends Error {
  readonly problems: FlowInvalidBody['problems'];
  constructor(body: FlowInvalidBody) {
    super(body.message);
    this.name = 'FlowInvalidError';
    this.problems = body.problems;
  }
}

/**
 * Save and publish go through the client's raw bot instance (same headers, XSRF echo) because
 * `ApiError.body` keeps only `{ error, message, fields }`, and these answers carry the server's
 * current document (409) or the problems (400) that the page must show.
 */
export async function callFlowWrite<S extends z.ZodType>(client: ApiClient, target: Endpoint, method: 'put' | 'post', json: unknown, schema: S): Promise<z.infer<S>> {
  const url = client.url(target);
  const instance: KyInstance = client.instance(target.service);
  let response: Response;
  try {
    response = await instance(url, { method, json });
  } catch (error) {
    throw new NetworkError(url, error);
  }
  const raw: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new ContractError(url, parsed.error.issues[0]?.path.join('.') || '(root)', parsed.error.issues[0]?.message ?? 'invalid');
    return parsed.data;
  }
  const conflict = versionConflictBody.safeParse(raw);
  if (response.status === 409 && conflict.success) throw new VersionConflictError(conflict.data);
  const invalid = flowInvalidBody.safeParse(raw);
  if (response.status === 400 && invalid.success) throw new FlowInvalidError(invalid.data);
  client.report({ message: `HTTP ${response.status}`, status: response.status, url, method });
  throw new ApiError(response.status, url, raw);
}
