import type { Formatter } from '@/ui/format';
import type { AudienceResult } from '../audience/audience-types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * How a send form's review step names an audience read from a saved contact list, the same for both
 * channels: "Contact list “Spring fair” with 3 numbers". Undefined for an uploaded file, which each
 * form words its own way.
 */
export function listAudienceText(audience: Pick<AudienceResult, 'listName' | 'counts'> | null | undefined, t: Translate, format: Formatter): string | undefined {
  if (audience?.listName === undefined) return undefined;
  const count = audience.counts.valid;
  return t('campaigns.review.contact_list', { name: audience.listName, count, n: format.number(count) });
}
