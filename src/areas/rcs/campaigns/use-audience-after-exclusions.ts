import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { exclusionGroupNumbersResponse } from '@/api/contracts/rcs-campaigns';
import { useApiClient } from '@/api/react';
import { phoneKey, type AudienceResult } from '@/campaigns';
import { rcsEndpoint, rcsKeys, useEsmeaddr } from './queries/rcs-endpoint';

const PAGE = 500;

/**
 * The review step's count: the file's valid numbers less those in the chosen exclusion groups, as
 * the server will take them off when it saves. The groups' numbers are read a page at a time.
 */
export function useAudienceAfterExclusions(audience: AudienceResult | null, groupIds: readonly string[], enabled: boolean) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  const ids = [...groupIds].sort();
  const numbers = useQuery({
    queryKey: [...rcsKeys.groups, 'numbers', ids],
    enabled: enabled && audience !== null,
    queryFn: async () => {
      const keys = new Set<number>();
      for (const groupId of ids) {
        let after = '';
        do {
          const page = await client.call(rcsEndpoint('rcs/groups/getExclusionGroupNumbers'), { method: 'post', json: { esmeaddr, groupId, after, limit: PAGE }, schema: exclusionGroupNumbersResponse });
          for (const phone of page.numbers) keys.add(phoneKey(phone));
          after = page.next ?? '';
        } while (after);
      }
      return keys;
    },
  });
  const counts = useMemo(() => {
    if (!audience || !numbers.data) return null;
    let excluded = 0;
    for (const chunk of audience.chunks) for (const key of chunk.phones) if (numbers.data.has(key)) excluded += 1;
    return { recipients: audience.counts.valid - excluded, excluded };
  }, [audience, numbers.data]);
  return { counts, isError: numbers.isError };
}
