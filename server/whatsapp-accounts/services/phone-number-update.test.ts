import { describe, expect, it } from 'vitest';
import { numberUpdate } from './phone-number-update';

const base = { id: '1', display_phone_number: '+1 555-010-0001' };

describe('numberUpdate: what Meta says of a number, in our columns', () => {
  it.each([
    [{ status: 'LINKED' }, { status: 'CONNECTED' }],
    [{ status: 'CONNECTED' }, { status: 'CONNECTED' }],
    [{ status: 'BANNED' }, { status: 'DISCONNECTED' }],
    [{ status: 'RESTRICTED' }, { status: 'RESTRICTED' }],
    [{ quality_rating: 'YELLOW' }, { quality: 'YELLOW' }],
    [{ quality_rating: 'NA' }, { quality: 'UNKNOWN' }],
    [{ messaging_limit_tier: 'TIER_1K' }, { messagingLimit: 2000 }],
    [{ messaging_limit_tier: 'TIER_2K' }, { messagingLimit: 2000 }],
    [{ messaging_limit_tier: 'TIER_100K' }, { messagingLimit: 100_000 }],
    [{ messaging_limit_tier: 'TIER_UNLIMITED' }, { messagingLimit: null }],
    [{ throughput: { level: 'HIGH' } }, { throughput: 1000 }],
    [{ throughput: { level: 'STANDARD' } }, { throughput: 80 }],
    [{ verified_name: 'Acme Retail' }, { verifiedName: 'Acme Retail' }],
  ])('%j reads as %j', (theirs, ours) => {
    expect(numberUpdate({ ...base, ...theirs })).toEqual({ id: '1', displayNumber: '+15550100001', ...ours });
  });

  it.each([{ status: 'SOMETHING_NEW' }, { quality_rating: 'PURPLE' }, { messaging_limit_tier: 'TIER_50' }, { throughput: { level: 'NOT_APPLICABLE' } }])('leaves what it cannot read as stored: %j', (theirs) => {
    expect(numberUpdate({ ...base, ...theirs })).toEqual({ id: '1', displayNumber: '+15550100001' });
  });
});
