import { z } from 'zod';
import { providerId } from './whatsapp-accounts';

/**
 * Spec §7 "Other": the WhatsApp calls of the configured broadcast base (`/api/broadcast`). The spec
 * spells the account `esmeAddr` here; the server takes it from the session and refuses another one.
 */
export const BROADCAST_WHATSAPP_BASE = '/api/broadcast/whatsapp/gui';

const esmeAddr = z.coerce.number().int().positive().optional();

/**
 * POST pool/fetchPools: the account's sending pools. A pool is one WABA's numbers, which share its
 * portfolio's messaging limit; ACTIVE when the WABA is approved and one of its numbers is connected.
 */
export const poolStatus = z.enum(['ACTIVE', 'INACTIVE']);
export const fetchPoolsRequest = z.object({ esmeAddr, status: poolStatus.optional() });
export const pool = z.object({
  poolId: z.string(),
  name: z.string(),
  status: poolStatus,
  /** Messages a day the pool's numbers share; null is unlimited. */
  messagingLimit: z.number().int().nullable(),
  numbers: z.array(z.object({ senderId: z.string(), displayNumber: z.string(), verifiedName: z.string(), status: z.string() })),
});
export const fetchPoolsResponse = z.object({ pools: z.array(pool) });
export type Pool = z.infer<typeof pool>;

/**
 * POST mediaUpload: a file a broadcast sends, uploaded to the provider through the sender number
 * (`POST /{phone-number-id}/media`); the answer's media id is what a message names instead of a link.
 * The types and caps of template headers (JPEG/PNG 5 MB, MP4/3GPP 16 MB, PDF 100 MB), base64.
 */
export const broadcastMediaUploadRequest = z.object({
  esmeAddr,
  senderId: providerId,
  fileName: z.string().min(1).max(255),
  mimeType: z.string().min(1).max(100),
  data: z.string().min(1).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64 only.'),
});
export const broadcastMediaUploadResponse = z.object({ mediaId: z.string(), mimeType: z.string(), size: z.number().int() });
