import { z } from 'zod';

/**
 * The RBM API's wire shapes (`rcsbusinessmessaging.googleapis.com/v1`), shared by our client and the
 * sandbox agent API so both read and write the same structure.
 */

const action = z.object({
  text: z.string(),
  postbackData: z.string(),
  fallbackUrl: z.string().optional(),
  dialAction: z.object({ phoneNumber: z.string() }).optional(),
  openUrlAction: z.object({ url: z.string() }).optional(),
  viewLocationAction: z.object({ latLong: z.object({ latitude: z.number(), longitude: z.number() }).optional(), label: z.string().optional(), query: z.string().optional() }).optional(),
  shareLocationAction: z.object({}).optional(),
  createCalendarEventAction: z.object({ startTime: z.string(), endTime: z.string(), title: z.string(), description: z.string().optional() }).optional(),
});

export const rbmSuggestion = z.union([z.object({ reply: z.object({ text: z.string(), postbackData: z.string() }) }), z.object({ action })]);
export type RbmSuggestion = z.infer<typeof rbmSuggestion>;

export const rbmCardContent = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  media: z.object({ height: z.enum(['SHORT', 'MEDIUM', 'TALL']), contentInfo: z.object({ fileUrl: z.string(), thumbnailUrl: z.string().optional(), forceRefresh: z.boolean().optional() }) }).optional(),
  suggestions: z.array(rbmSuggestion).optional(),
});
export type RbmCardContent = z.infer<typeof rbmCardContent>;

export const rbmContentMessage = z.object({
  text: z.string().optional(),
  /** A file on its own: RBM fetches it from `fileUrl`. */
  contentInfo: z.object({ fileUrl: z.string(), thumbnailUrl: z.string().optional(), forceRefresh: z.boolean().optional() }).optional(),
  /** A file uploaded beforehand with files.create, by the name it answered (`files/…`). */
  uploadedRbmFile: z.object({ fileName: z.string(), thumbnailName: z.string().optional() }).optional(),
  richCard: z
    .object({
      standaloneCard: z
        .object({ cardOrientation: z.enum(['VERTICAL', 'HORIZONTAL']), thumbnailImageAlignment: z.enum(['LEFT', 'RIGHT']).optional(), cardContent: rbmCardContent })
        .optional(),
      carouselCard: z.object({ cardWidth: z.enum(['SMALL', 'MEDIUM']), cardContents: z.array(rbmCardContent) }).optional(),
    })
    .optional(),
  suggestions: z.array(rbmSuggestion).optional(),
});

/** `POST /v1/phones/{msisdn}/agentMessages?messageId=…&agentId=…`: body in, and the same with name and sendTime out. */
export const rbmAgentMessage = z.object({
  contentMessage: rbmContentMessage,
  /** Either an instant after which the message is revoked, or a duration such as `86400s`. */
  expireTime: z.string().optional(),
  ttl: z.string().regex(/^\d+(\.\d+)?s$/).optional(),
  messageTrafficType: z.enum(['TRANSACTION', 'PROMOTION', 'AUTHENTICATION', 'SERVICEREQUEST', 'ACKNOWLEDGEMENT']).optional(),
});
export type RbmAgentMessage = z.infer<typeof rbmAgentMessage>;

export const rbmAgentMessageAnswer = rbmAgentMessage.extend({ name: z.string().min(1), sendTime: z.string() });

/** Google's error envelope: HTTP status as `code`, its canonical name as `status`. */
export const googleErrorBody = z.object({ error: z.object({ code: z.number().int(), message: z.string(), status: z.string().optional() }) });

export const rbmCapabilities = z.object({ features: z.array(z.string()) });

/**
 * `POST /v1/users:batchGet`: which of these numbers the agent can reach. Google's reference gives no
 * maximum; its C# helper documents 10,000 numbers a request, which the sandbox holds to.
 */
export const rbmBatchGetUsersLimit = 10_000;
export const rbmBatchGetUsersRequest = z.object({ users: z.array(z.string()), agentId: z.string() });
/** Counts are absent (proto3 JSON) when zero: below 500 numbers Google samples none. */
export const rbmBatchGetUsersAnswer = z.object({
  reachableUsers: z.array(z.string()).default([]),
  totalRandomSampleUserCount: z.number().int().default(0),
  reachableRandomSampleUserCount: z.number().int().default(0),
});

/** RBM's check of a newly configured webhook: it expects `secret` back. */
export const rbmWebhookHandshake = z.object({ clientToken: z.string(), secret: z.string() });

/** RBM posts every event as a Pub/Sub push: the event is base64 JSON in `message.data`. */
export const pubSubPush = z.object({
  message: z.object({ data: z.string(), messageId: z.string().optional(), publishTime: z.string().optional(), attributes: z.record(z.string(), z.string()).optional() }),
  subscription: z.string().optional(),
});

/**
 * What RBM pushes: a user message (text, a suggestion tapped…), a user event (DELIVERED, READ,
 * IS_TYPING) or a server event (TTL_EXPIRATION_REVOKED…). Users are named `senderPhoneNumber`, a
 * server event's recipient `phoneNumber`; IS_TYPING has no `messageId` (Google's UserEvent and
 * ServerEvent references).
 */
export const rbmEvent = z
  .object({
    agentId: z.string().optional(),
    senderPhoneNumber: z.string().min(1).optional(),
    phoneNumber: z.string().min(1).optional(),
    messageId: z.string().min(1).optional(),
    sendTime: z.string().optional(),
    eventType: z.string().optional(),
    eventId: z.string().optional(),
    text: z.string().optional(),
    suggestionResponse: z.object({ postbackData: z.string(), text: z.string(), type: z.string().optional() }).optional(),
    userFile: z.unknown().optional(),
    location: z.unknown().optional(),
  })
  .refine((event) => event.senderPhoneNumber !== undefined || event.phoneNumber !== undefined, { path: ['senderPhoneNumber'], message: 'senderPhoneNumber or phoneNumber is required' });
export type RbmEvent = z.infer<typeof rbmEvent>;

/** A tester's invite: waiting for the person's answer, accepted or declined. */
export const rbmInviteStatus = z.enum(['INVITE_STATUS_UNSPECIFIED', 'PENDING', 'ACCEPTED', 'DECLINED']);
export type RbmInviteStatus = z.infer<typeof rbmInviteStatus>;
/** RBM API `phones.testers` (deprecated by Google for the Business Communications API's): `name` is `phones/{E.164}/testers`. */
export const rbmTester = z.object({ name: z.string().min(1), inviteStatus: rbmInviteStatus });
/** Business Communications API `testers`: `name` is `testers/{E.164}`. */
export const rbmManagedTester = z.object({ name: z.string().min(1), agentId: z.string(), phoneNumber: z.string(), inviteStatus: rbmInviteStatus });

/** files.create's answer: the file's name, `files/{uid}`. */
export const rbmFileAnswer = z.object({ name: z.string().regex(/^files\/[^/]+$/) });
/** files.create's metadata: the file by its URL (or its bytes beside it at the upload URI), an optional thumbnail, the agent. */
export const rbmCreateFileRequest = z.object({ fileUrl: z.string().optional(), thumbnailUrl: z.string().optional(), agentId: z.string().optional() });

/** `POST /v1/phones/{msisdn}/agentEvents?eventId=…&agentId=…`: the agent read a user's message, or is typing. */
export const rbmAgentEventTypes = ['IS_TYPING', 'READ'] as const;
export const rbmAgentEvent = z.object({ eventType: z.enum(rbmAgentEventTypes), messageId: z.string().min(1).optional() });
export type RbmAgentEvent = z.infer<typeof rbmAgentEvent>;
export const rbmAgentEventAnswer = rbmAgentEvent.extend({ name: z.string().min(1), sendTime: z.string() });
