import { describe, expect, it } from 'vitest';
import ar from '../../../public/assets/i18n/ar.json';
import en from '../../../public/assets/i18n/en.json';
import hi from '../../../public/assets/i18n/hi.json';
import { RCS_REASONS, rcsReasonOf, smsFallbackOutcome, UNKNOWN_RCS_REASON } from './rcs-reasons';

describe('the RCS reason table', () => {
  it.each([
    ['404', 'NOT_FOUND: Requested entity was not found.', 'not_rcs_capable', '404 NOT_FOUND'],
    ['404', null, 'not_rcs_capable', '404 NOT_FOUND'],
    ['403', 'PERMISSION_DENIED: Agent is not launched for this carrier.', 'permission_denied', '403 PERMISSION_DENIED'],
    ['410', 'Expired: revoked before delivery when its time to live ran out', 'ttl_revoked', 'TTL_EXPIRATION_REVOKED'],
    ['500', 'HTTP 500', 'provider_fault', '500 INTERNAL'],
    ['503', 'UNAVAILABLE: The service is currently unavailable.', 'provider_fault', '503 UNAVAILABLE'],
    ['no_answer', 'The provider did not answer', 'no_answer', 'no_answer'],
    ['opted_out', 'Opted out of marketing messages', 'opted_out', 'opted_out'],
    ['418', "FAILED_PRECONDITION: I'm a teapot", 'unknown', '418 FAILED_PRECONDITION'],
  ])('reads %s with %j as %s beside %s', (code, text, key, providerCode) => {
    expect(rcsReasonOf(code, text)).toMatchObject({ key, providerCode, known: key !== 'unknown' });
  });

  it('says whether SMS fallback took a message: only numbers without RCS and messages our server revoked are its kind', () => {
    const notCapable = rcsReasonOf('404', null);
    const revoked = rcsReasonOf('410', null);
    expect(smsFallbackOutcome({ status: 'FAILED', via: 'rcs', reason: rcsReasonOf('revoked', null) }, false)).toBe('none_set');
    expect(smsFallbackOutcome({ status: 'DELIVERED', via: 'sms', reason: null }, true)).toBe('took');
    expect(smsFallbackOutcome({ status: 'FAILED', via: 'rcs', reason: notCapable }, false)).toBe('none_set');
    expect(smsFallbackOutcome({ status: 'FAILED', via: 'rcs', reason: notCapable }, true)).toBe('not_taken');
    expect(smsFallbackOutcome({ status: 'FAILED', via: 'rcs', reason: revoked }, true)).toBe('not_applicable');
    expect(smsFallbackOutcome({ status: 'SKIPPED', via: 'rcs', reason: rcsReasonOf('opted_out', null) }, true)).toBeNull();
  });

  it('has a sentence for every reason in English, Arabic and Hindi', () => {
    const keys = [...new Set([...Object.values(RCS_REASONS), UNKNOWN_RCS_REASON].map((reason) => reason.key))];
    for (const language of [en, ar, hi]) {
      const sentences: Record<string, string> = language.rcsReasons.reason;
      expect(keys.filter((key) => !sentences[key])).toEqual([]);
    }
  });
});
