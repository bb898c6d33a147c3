import { describe, expect, it } from 'vitest';
import { initTestI18n } from '@/shell/testing/test-i18n';
import { createFormatter } from '@/ui/format';
import { audienceFromList } from './audience-from-list';
import { listAudienceText } from './list-audience-text';

const t = initTestI18n().t;
const english = createFormatter({ language: 'en', timeZone: 'UTC', browserTimeZone: 'UTC' });
const list = (phones: string[]) => audienceFromList('Spring fair', ['name'], [phones.map((phone) => ({ phone, cells: { name: 'Asha' } }))]);

describe('listAudienceText', () => {
  it('names a picked contact list with its count of numbers, in the reader’s number format', () => {
    expect(listAudienceText(list(['+919811111111', '+919811111112', '+919811111113']), t, english)).toBe('Contact list “Spring fair” with 3 numbers');
    expect(listAudienceText(list(['+919811111111']), t, english)).toBe('Contact list “Spring fair” with 1 number');
    const many = { listName: 'Walk-ins', counts: { total: 12_500, valid: 12_500, invalid: 0, duplicate: 0 } };
    expect(listAudienceText(many, t, english)).toBe('Contact list “Walk-ins” with 12,500 numbers');
  });

  it('leaves an uploaded file, or no audience yet, to the form', () => {
    expect(listAudienceText({ counts: { total: 2, valid: 2, invalid: 0, duplicate: 0 } }, t, english)).toBeUndefined();
    expect(listAudienceText(null, t, english)).toBeUndefined();
  });
});
