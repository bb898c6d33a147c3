import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { migrationListResponse } from '@/api/contracts/whatsapp-accounts-more';
import { useApiClient } from '@/api/react';
import { customers, moreKeys, useEsme } from './more-endpoint';

/** GET customers/migrations: the account's number migrations and the step each is at. */
export const fetchMigrations = async (client: ApiClient, esmeaddr: number) =>
  (await client.call(customers('migrations'), { searchParams: { esmeaddr }, schema: migrationListResponse })).migrations;

export const migrationsQuery = (client: ApiClient, esmeaddr: number) => queryOptions({ queryKey: moreKeys.migrations, queryFn: () => fetchMigrations(client, esmeaddr) });

export const useMigrations = () => useQuery(migrationsQuery(useApiClient(), useEsme()));
