import type { CountryCode } from './audience-types';
import { normalisePhone } from './normalise-phone';

const phoneTitle = /^(phone|mobile|msisdn|whatsapp|wa|cell|contact|number|tel)|phone|mobile|msisdn|whatsapp|number|फ़ोन|फोन|मोबाइल|هاتف|جوال|رقم/i;

/**
 * The column holding phone numbers: the first whose title says so (`phone`, `Mobile No`, `msisdn`…),
 * else the one where most sample cells are valid numbers (at least half). Null when neither.
 */
export function detectPhoneColumn(columns: readonly string[], sample: readonly (readonly string[])[], country: CountryCode): number | null {
  const byTitle = columns.findIndex((title) => phoneTitle.test(title.trim()));
  if (byTitle >= 0) return byTitle;
  let best = -1;
  let bestScore = 0.5;
  for (let index = 0; index < columns.length; index++) {
    const filled = sample.filter((row) => (row[index] ?? '').trim() !== '');
    if (filled.length === 0) continue;
    const score = filled.filter((row) => normalisePhone(row[index] ?? '', country) !== null).length / filled.length;
    if (score > bestScore || (score === bestScore && best < 0)) [best, bestScore] = [index, score];
  }
  return best >= 0 ? best : null;
}
