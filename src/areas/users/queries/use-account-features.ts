import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountFeaturesResponse } from '@/api/contracts/account-features';
import type { Endpoint } from '@/api/contracts/config';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session/use-session';

/** Spec §7's `{campaign}/api/v1.0/configs/accountcstmfeature`: GET lists the account's switches, POST sets one. */
const ACCOUNT_FEATURES: Endpoint = { service: 'campaign', path: '/api/v1.0/configs/accountcstmfeature' };
export const accountFeaturesKey = ['account-features'] as const;

export function useAccountFeatures() {
  const client = useApiClient();
  const esmeaddr = useSessionValue('id') ?? undefined;
  return useQuery({
    queryKey: accountFeaturesKey,
    queryFn: async () => (await client.call(ACCOUNT_FEATURES, { searchParams: { esmeaddr }, schema: accountFeaturesResponse })).features,
  });
}

/** Turns one feature on or off; the answer is the account's features after the change. */
export function useSetAccountFeature() {
  const client = useApiClient();
  const esmeaddr = useSessionValue('id') ?? undefined;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ featureName, enabled }: { featureName: string; enabled: boolean }) =>
      client.call(ACCOUNT_FEATURES, { method: 'post', json: { esmeaddr, featureName, enabled }, schema: accountFeaturesResponse }),
    onSuccess: (answer) => queryClient.setQueryData(accountFeaturesKey, answer.features),
  });
}
