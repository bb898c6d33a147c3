import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '@/api/contracts/config';
import { smartMessagingFeaturesResponse } from '@/api/contracts/smart-messaging';
import { useApiClient } from '@/api/react';
import { useSessionValue } from '@/shell/session';

/** Spec §7's smart-messaging features path, relative to the campaign base (docs/decisions.md "Marketing Messages Lite"). */
const SMART_MESSAGING_FEATURES: Endpoint = { service: 'campaign', path: '/signup/api/v1.0/smart_messaging/features' };

export const smartMessagingKeys = { features: ['smart-messaging', 'features'] as const };

/** POST the features path with the account (body esmeaddr): the WABAs and whether each is onboarded to Marketing Messages Lite. */
export function useSmartMessagingFeatures(enabled = true) {
  const client = useApiClient();
  const esmeaddr = useSessionValue('id');
  return useQuery({
    queryKey: [...smartMessagingKeys.features, esmeaddr],
    enabled: enabled && typeof esmeaddr === 'number',
    queryFn: () => client.call(SMART_MESSAGING_FEATURES, { method: 'post', json: { esmeaddr }, schema: smartMessagingFeaturesResponse }),
  });
}
