import { useQuery } from '@tanstack/react-query';
import { timezoneResponse } from '@/api/contracts/session';
import { isTimeZone } from '@/api/contracts/time-zone';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session';

/** The account's time zone (spec §7 `POST {bot}timezone {esmeAddr}`), asked once per account; null until known or when the browser does not know it. */
export function useAccountTimeZone(): string | null {
  const client = useApiClient();
  const esme = useSessionValue('id');
  const query = useQuery({
    queryKey: ['account-time-zone', esme],
    enabled: esme !== null,
    staleTime: Infinity,
    queryFn: () => client.call({ service: 'bot', path: 'timezone' }, { method: 'post', json: { esmeAddr: String(esme) }, schema: timezoneResponse }),
  });
  return query.data && isTimeZone(query.data.timezone) ? query.data.timezone : null;
}
