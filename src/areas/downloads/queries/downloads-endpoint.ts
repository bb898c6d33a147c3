import type { Endpoint } from '@/api/contracts/config';

/** A download job's path on the reports service (its file under `/file`), or the list's. */
export const downloads = (id?: string, tail = ''): Endpoint => ({ service: 'reports', path: `/downloads${id ? `/${encodeURIComponent(id)}${tail}` : ''}` });

export const downloadKeys = { list: ['downloads', 'list'] as const, page: (page: number) => ['downloads', 'list', page] as const };
