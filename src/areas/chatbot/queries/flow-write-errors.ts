import type { z } from 'zod';
import type { ApiClient } from '@/api/client';
import { flowInvalidBody, versionConflictBody, type FlowInvalidBody, type VersionConflictBody } from '@/api/contracts/chatbot';
import type { Endpoint } from '@/api/contracts/config';
import { ApiError } from '@/api/errors';

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

/** The 409 and 400 answers of save and publish as the errors the page acts on; anything else unchanged. */
function flowWriteError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const conflict = versionConflictBody.safeParse(error.raw);
  if (error.status === 409 && conflict.success) return new VersionConflictError(conflict.data);
  const invalid = flowInvalidBody.safeParse(error.raw);
  if (error.status === 400 && invalid.success) return new FlowInvalidError(invalid.data);
  return error;
}

/** Save or publish: throws `VersionConflictError` with the server's current document, `FlowInvalidError` with its problems. */
export async function callFlowWrite<S extends z.ZodType>(client: ApiClient, target: Endpoint, method: 'put' | 'post', json: unknown, schema: S): Promise<z.infer<S>> {
  try {
    return await client.call(target, { method, json, schema });
  } catch (error) {
    throw flowWriteError(error);
  }
}
