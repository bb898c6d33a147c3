import type { SandboxPhoneNumber } from './webhook-payloads';

/**
 * What Meta holds about each phone number beyond sending: its display name, quality rating,
 * messaging-limit tier and status, answered by `GET /{waba-id}/phone_numbers` in the shape of
 * Meta's OpenAPI file (WhatsAppBusinessAccountPhoneNumber). Tests change them as Meta would
 * (a quality drop, a tier raise), so syncPhoneNumber has something to bring in.
 */

export type SandboxNumberQuality = 'GREEN' | 'YELLOW' | 'RED' | 'UNKNOWN';
/** Meta's file lists these; TIER_1K stands for the tier Meta now calls 2K (our 2,000 a day). */
export type SandboxNumberTier = 'TIER_50' | 'TIER_250' | 'TIER_1K' | 'TIER_10K' | 'TIER_100K' | 'TIER_UNLIMITED';

export interface SandboxNumberProfile {
  verifiedName: string;
  quality: SandboxNumberQuality;
  tier: SandboxNumberTier;
}

export interface NumberProfileSeed {
  verifiedName?: string;
  quality?: SandboxNumberQuality;
  /** Messages a day, as our portfolios hold it; null for unlimited. */
  messagingLimit?: number | null;
}

const tierOfLimit = (limit: number | null | undefined): SandboxNumberTier =>
  limit === null ? 'TIER_UNLIMITED' : limit === undefined || limit <= 250 ? 'TIER_250' : limit <= 2000 ? 'TIER_1K' : limit <= 10_000 ? 'TIER_10K' : 'TIER_100K';

export function createSandboxPhoneNumbers() {
  const profiles = new Map<string, SandboxNumberProfile>();

  /** A number's profile as first seen; one already known keeps what Meta (a test) made of it. */
  function remember(number: SandboxPhoneNumber, seed: NumberProfileSeed = {}): void {
    if (profiles.has(number.id)) return;
    profiles.set(number.id, { verifiedName: seed.verifiedName ?? 'Sandbox business', quality: seed.quality ?? 'GREEN', tier: tierOfLimit(seed.messagingLimit) });
  }

  /** Meta's answer for the WABA's numbers; throughput HIGH once a number sends 1,000 a second. */
  function list(numbers: readonly SandboxPhoneNumber[]) {
    return {
      data: numbers.map((number) => {
        const profile = profiles.get(number.id) ?? { verifiedName: 'Sandbox business', quality: 'GREEN', tier: 'TIER_250' };
        return {
          id: number.id,
          display_phone_number: `+${number.displayPhoneNumber}`,
          verified_name: profile.verifiedName,
          status: 'LINKED',
          platform_type: 'CLOUD_API',
          quality_rating: profile.quality,
          messaging_limit_tier: profile.tier,
          throughput: { level: number.throughput >= 1000 ? 'HIGH' : 'STANDARD' },
          code_verification_status: 'VERIFIED',
        };
      }),
      paging: { cursors: { before: 'QVFI', after: 'QVFI' } },
    };
  }

  /** What Meta does to a number on its side; the number object's throughput is the one sends are paced by. */
  function change(number: SandboxPhoneNumber, what: Partial<SandboxNumberProfile> & { throughput?: 'STANDARD' | 'HIGH' }): void {
    remember(number);
    const { throughput, ...profile } = what;
    Object.assign(profiles.get(number.id) ?? {}, profile);
    if (throughput) number.throughput = throughput === 'HIGH' ? 1000 : 80;
  }

  return { remember, list, change };
}
