import type { ProviderPhoneNumber } from '../../messaging/channels/whatsapp/phone-number-types';

type OurStatus = 'PENDING' | 'CONNECTED' | 'FLAGGED' | 'RESTRICTED' | 'DISCONNECTED';
type OurQuality = 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';

/** What Meta's answer says of one number, in our columns; a field Meta left out or we cannot read is absent and stays as stored. */
export interface NumberUpdate {
  id: string;
  displayNumber: string;
  verifiedName?: string;
  status?: OurStatus;
  quality?: OurQuality;
  throughput?: number;
  /** The portfolio's messages a day (Meta shares one tier across a portfolio's numbers); null is unlimited. */
  messagingLimit?: number | null;
}

// Meta's file lists LINKED…RESTRICTED; its live API still answers CONNECTED, FLAGGED and DISCONNECTED too.
const STATUS: Record<string, OurStatus> = {
  PENDING: 'PENDING',
  LINKED: 'CONNECTED',
  CONNECTED: 'CONNECTED',
  FLAGGED: 'FLAGGED',
  RESTRICTED: 'RESTRICTED',
  UNLINKED: 'DISCONNECTED',
  DISCONNECTED: 'DISCONNECTED',
  DELETED: 'DISCONNECTED',
  MIGRATED: 'DISCONNECTED',
  BANNED: 'DISCONNECTED',
};
const QUALITY: Record<string, OurQuality> = { GREEN: 'GREEN', YELLOW: 'YELLOW', RED: 'RED', UNKNOWN: 'UNKNOWN', NA: 'UNKNOWN' };
// TIER_1K became TIER_2K in 2025 (Meta's file still says 1K); our portfolios hold 2,000. TIER_50 (an unverified business) has no column value: left as stored.
const LIMIT: Record<string, number | null> = { TIER_250: 250, TIER_1K: 2000, TIER_2K: 2000, TIER_10K: 10_000, TIER_100K: 100_000, TIER_UNLIMITED: null };
const THROUGHPUT: Record<string, number> = { STANDARD: 80, HIGH: 1000 };

const e164 = (display: string) => `+${display.replace(/[^\d]/g, '')}`;

/** One number of Meta's `GET /{waba-id}/phone_numbers` answer as our sender_numbers row should read. */
export function numberUpdate(theirs: ProviderPhoneNumber): NumberUpdate {
  const update: NumberUpdate = { id: theirs.id, displayNumber: e164(theirs.display_phone_number) };
  if (theirs.verified_name) update.verifiedName = theirs.verified_name;
  const status = theirs.status === undefined ? undefined : STATUS[theirs.status];
  if (status) update.status = status;
  const quality = theirs.quality_rating === undefined ? undefined : QUALITY[theirs.quality_rating];
  if (quality) update.quality = quality;
  const throughput = theirs.throughput === undefined ? undefined : THROUGHPUT[theirs.throughput.level];
  if (throughput) update.throughput = throughput;
  if (theirs.messaging_limit_tier !== undefined && theirs.messaging_limit_tier in LIMIT) update.messagingLimit = LIMIT[theirs.messaging_limit_tier];
  return update;
}
