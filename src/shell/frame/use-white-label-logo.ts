import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whiteLabelLogoResponse } from '@/api/contracts/session';
import { ApiError } from '@/api/errors';
import { useApiClient, useConfig } from '@/api/react';
import { notify } from '@/shell/feedback/notify';
import { currentSession, useSessionValue } from '@/shell/session';

/** The white-label logo: from the session when the portal gave one, else asked of the server once (spec §7). */
export function useWhiteLabelLogo(whitelabel: boolean): string | null {
  const client = useApiClient();
  const config = useConfig();
  const stored = useSessionValue('logo');
  const esme = useSessionValue('id');
  const query = useQuery({
    queryKey: ['white-label-logo', esme],
    enabled: whitelabel && !stored && esme !== null,
    staleTime: Infinity,
    queryFn: () => client.call(config.endpoints.whiteLabelLogo, { searchParams: { esmeAddr: String(esme) }, schema: whiteLabelLogoResponse }),
  });

  useEffect(() => {
    if (!query.data) return;
    if ('wl_logo' in query.data) currentSession().write('logo', query.data.wl_logo);
    else notify.error(query.data.error);
  }, [query.data]);

  // Spec §8 "White-label logo error": the response's error text. Our server answers a failure outside
  // 200–206 (404 when the account has no logo) with the text in `message`; a 200 carrying `error` is the spec's own shape.
  useEffect(() => {
    // A 401 is the expired session, which the shell reports on its own.
    if (query.error instanceof ApiError && query.error.status !== 401 && query.error.body) notify.error(query.error.body.message);
  }, [query.error]);

  return whitelabel ? stored : null;
}
