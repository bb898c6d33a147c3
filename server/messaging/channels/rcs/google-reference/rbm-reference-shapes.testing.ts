import { z } from 'zod';

/**
 * Google's RBM agent API shapes as its REST reference writes them
 * (developers.google.com/business-communications/rcs-business-messaging/reference/rest/v1), strict:
 * a field the reference does not name fails. Written from the reference, not from our code, so the
 * sandbox's answers and our client's requests are checked against Google rather than against themselves.
 */

const e164 = z.string().regex(/^\+[1-9]\d{6,14}$/);

/** google.rpc.Code names and the HTTP status each travels with (googleapis/google/rpc/code.proto). */
const httpOfStatus = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  CANCELLED: 499,
  INTERNAL: 500,
  UNKNOWN: 500,
  DATA_LOSS: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
  DEADLINE_EXCEEDED: 504,
} as const;

/** Google's error envelope: `code` the HTTP status, `status` the canonical name that goes with it. */
export const googleError = z.strictObject({
  error: z
    .strictObject({
      code: z.number().int(),
      message: z.string().min(1),
      status: z.enum(Object.keys(httpOfStatus) as [keyof typeof httpOfStatus, ...(keyof typeof httpOfStatus)[]]),
      details: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .refine((error) => httpOfStatus[error.status] === error.code, { message: 'status does not go with code' }),
});

/** users.batchGet: `POST v1/users:batchGet`. */
export const batchGetUsersRequest = z.strictObject({ users: z.array(e164), agentId: z.string().min(1) });
/** Zero counts and an empty list are left out of the JSON (proto3); `reachableUsersMap` only for US numbers. */
export const batchGetUsersResponse = z.strictObject({
  reachableUsers: z.array(e164).min(1).optional(),
  totalRandomSampleUserCount: z.number().int().positive().optional(),
  reachableRandomSampleUserCount: z.number().int().positive().optional(),
  reachableUsersMap: z.record(z.string(), z.strictObject({ reachableUsers: z.array(e164) })).optional(),
});

/** phones.agentMessages.delete: `DELETE v1/phones/{E.164}/agentMessages/{messageId}?agentId=…`, no body; an empty object when revoked, 404 once delivered. */
export const agentMessageDeletePath = /^\/v1\/phones\/(\+[1-9]\d{6,14})\/agentMessages\/([^/]+)$/;
export const empty = z.strictObject({});
