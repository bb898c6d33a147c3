// @vitest-environment jsdom
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { generateAudience } from '../../bench/messaging/audience-csv';
import { audienceRows } from '@/campaigns/audience/audience-rows';
import { parseAndValidate } from '@/campaigns/audience/normalise-phone';
import { parseAudience } from '@/campaigns/audience/parse-audience';
import { startInlineAudienceWorker } from '@/campaigns/audience/testing/inline-audience-worker';

// The file `npm run bench:messaging` times, read by the audience worker's job, must give what a
// straightforward reading gives: papaparse on the whole text, libphonenumber on every cell (no class
// cache), the first row of each number kept.
function referenceRead(csv: string) {
  const [, ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  const seen = new Set<string>();
  const counts = { total: 0, valid: 0, invalid: 0, duplicate: 0 };
  const valid: { row: number; phone: string; values: Record<string, string> }[] = [];
  rows.forEach(([raw = '', name = '', city = ''], index) => {
    counts.total++;
    const text = raw.trim().replace(/^00/, '+');
    const phone = /\d/.test(text) ? parseAndValidate(text, 'IN') : null;
    if (!phone) counts.invalid++;
    else if (seen.has(phone)) counts.duplicate++;
    else {
      seen.add(phone);
      counts.valid++;
      valid.push({ row: index + 2, phone, values: { phone: raw, name, city } });
    }
  });
  return { counts, valid };
}

describe('the messaging bench audience file', () => {
  it('is read by the audience worker exactly as a straightforward reference reads it', async () => {
    const audience = generateAudience(6000, 3);
    const file = new File([audience.csv], 'audience.csv', { type: 'text/csv' });
    const result = await parseAudience([file], { defaultCountry: 'IN', maxFiles: 1 }, () => undefined, undefined, startInlineAudienceWorker);
    const reference = referenceRead(audience.csv);
    expect(result.counts).toEqual(reference.counts);
    expect([...audienceRows(result.chunks)].map(({ row, phone, values }) => ({ row, phone, values }))).toEqual(reference.valid);
    // The generator's own account of the file agrees: bad rows and repeats are what it wrote.
    expect(reference.valid.map((row) => row.phone)).toEqual(audience.unique.map((row) => row.phone));
    expect(reference.counts.invalid).toBeGreaterThan(0);
    expect(reference.counts.duplicate).toBeGreaterThan(0);
  });
});
