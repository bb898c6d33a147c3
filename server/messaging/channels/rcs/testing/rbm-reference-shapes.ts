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

const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not an RFC 3339 timestamp');
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** phones.agentEvents.create: `POST v1/phones/{E.164}/agentEvents?eventId={uuid}&agentId=…`, an AgentEvent in, the same with name and sendTime out. */
export const agentEventsPath = /^\/v1\/phones\/(\+[1-9]\d{6,14})\/agentEvents$/;
export const agentEventQuery = z.strictObject({ eventId: uuid, agentId: z.string().min(1) });
const agentEventType = z.enum(['IS_TYPING', 'READ']);
/** `messageId` "is only applicable for agent events of type READ". */
export const agentEventRequest = z
  .strictObject({ eventType: agentEventType, messageId: z.string().min(1).optional() })
  .refine((event) => (event.eventType === 'READ') === (event.messageId !== undefined), { message: 'READ names the message, IS_TYPING none' });
export const agentEventResponse = z.strictObject({
  name: z.string().regex(/^phones\/\+[1-9]\d{6,14}\/agentEvents\/[^/]+$/),
  eventType: agentEventType,
  messageId: z.string().min(1).optional(),
  sendTime: timestamp,
});

/** What RBM pushes to the webhook: a Pub/Sub push whose `message.data` is base64 JSON of one of the three below. */
export const pubSubPush = z.strictObject({
  message: z.strictObject({ data: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/), messageId: z.string().min(1), publishTime: timestamp, attributes: z.record(z.string(), z.string()).optional() }),
  subscription: z.string().regex(/^projects\/[^/]+\/subscriptions\/[^/]+$/),
});
/** UserEvent: `messageId` "is populated for DELIVERED and READ events". */
export const userEvent = z
  .strictObject({ senderPhoneNumber: e164, eventType: z.enum(['DELIVERED', 'IS_TYPING', 'READ']), eventId: z.string().min(1), messageId: z.string().min(1).optional(), sendTime: timestamp, agentId: z.string().min(1) })
  .refine((event) => (event.eventType === 'IS_TYPING') === (event.messageId === undefined), { message: 'DELIVERED and READ name the message, IS_TYPING none' });
/** ServerEvent: the recipient is `phoneNumber` here. */
export const serverEvent = z.strictObject({
  phoneNumber: e164,
  messageId: z.string().min(1),
  agentId: z.string().min(1),
  eventType: z.enum(['TTL_EXPIRATION_REVOKED', 'TTL_EXPIRATION_REVOKE_FAILED']),
  eventId: z.string().min(1),
  sendTime: timestamp,
});
/** UserMessage: exactly one of text, userFile, location, suggestionResponse. */
export const userMessage = z
  .strictObject({
    senderPhoneNumber: e164,
    messageId: z.string().min(1),
    sendTime: timestamp,
    agentId: z.string().min(1),
    richMessageClassification: z.record(z.string(), z.unknown()).optional(),
    carrier: z.string().optional(),
    text: z.string().optional(),
    userFile: z.record(z.string(), z.unknown()).optional(),
    location: z.strictObject({ latitude: z.number(), longitude: z.number() }).optional(),
    suggestionResponse: z.strictObject({ postbackData: z.string(), text: z.string(), type: z.enum(['REPLY', 'ACTION']) }).optional(),
  })
  .refine((message) => [message.text, message.userFile, message.location, message.suggestionResponse].filter((content) => content !== undefined).length === 1, { message: 'exactly one content' });

/** files.create: CreateFileRequest in (metadata URI, or the metadata part of an upload), a File out. */
export const createFileRequest = z.strictObject({ fileUrl: z.url({ protocol: /^https?$/ }).optional(), thumbnailUrl: z.url({ protocol: /^https?$/ }).optional(), agentId: z.string().min(1) });
export const file = z.strictObject({ name: z.string().regex(/^files\/[^/]+$/) });

/** An agent message of a file alone: ContentMessage's union holds exactly `contentInfo` or `uploadedRbmFile` (and the message's suggestions). */
export const fileAgentMessage = z.strictObject({
  contentMessage: z
    .strictObject({
      contentInfo: z.strictObject({ fileUrl: z.url({ protocol: /^https?$/ }), thumbnailUrl: z.url({ protocol: /^https?$/ }).optional(), forceRefresh: z.boolean().optional() }).optional(),
      uploadedRbmFile: z.strictObject({ fileName: z.string().regex(/^files\/[^/]+$/), thumbnailName: z.string().regex(/^files\/[^/]+$/).optional() }).optional(),
      suggestions: z.array(z.record(z.string(), z.unknown())).optional(),
    })
    .refine((content) => (content.contentInfo === undefined) !== (content.uploadedRbmFile === undefined), { message: 'exactly one file content' }),
  ttl: z.string().regex(/^\d+(\.\d{1,9})?s$/).optional(),
  expireTime: timestamp.optional(),
  messageTrafficType: z.enum(['TRANSACTION', 'PROMOTION', 'AUTHENTICATION', 'SERVICEREQUEST', 'ACKNOWLEDGEMENT']).optional(),
});

const inviteStatus = z.enum(['INVITE_STATUS_UNSPECIFIED', 'PENDING', 'ACCEPTED', 'DECLINED']);
/** RBM API phones.testers.create (deprecated): `POST v1/phones/{E.164}/testers?agentId=…`, a Tester without `name` in. */
export const testersPath = /^\/v1\/phones\/(\+[1-9]\d{6,14})\/testers$/;
export const tester = z.strictObject({ name: z.string().regex(/^phones\/\+[1-9]\d{6,14}\/testers$/), inviteStatus });
/** Business Communications API testers.create and testers.get (`GET v1/testers/{E.164}?agentId=…`). */
export const managedTesterRequest = z.strictObject({ agentId: z.string().min(1), phoneNumber: e164 });
export const managedTester = z.strictObject({ name: z.string().regex(/^testers\/\+[1-9]\d{6,14}$/), agentId: z.string().min(1), phoneNumber: e164, inviteStatus });
