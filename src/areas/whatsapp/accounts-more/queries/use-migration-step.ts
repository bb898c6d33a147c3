import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { numberMigration } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { customers, moreKeys, useEsme } from './more-endpoint';

type MigrationStep = 'onprimess' | 'request_code' | 'verfy' | 'register' | 'deregister';

/** POST customers/:step: one step of a migration (spec §7 customers onprimess, request_code, verfy, register, deregister). */
export const migrationStep = (client: ApiClient, esmeaddr: number, step: MigrationStep, body: Record<string, string>) =>
  client.call(customers(step), { method: 'post', json: { esmeaddr, ...body }, schema: numberMigration });

/** Failed or not, the list and the sandbox's code inbox look again: a step can move either. */
export function useMigrationStep(step: MigrationStep) {
  const client = useApiClient();
  const esmeaddr = useEsme();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string>) => migrationStep(client, esmeaddr, step, body),
    onSettled: () => Promise.all([queries.invalidateQueries({ queryKey: moreKeys.migrations }), queries.invalidateQueries({ queryKey: moreKeys.codeInbox })]),
  });
}
