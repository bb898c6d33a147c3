import type { Endpoint } from '@/api/contracts/config';

/** The tables area's contact lists, under the base service as its own pages call them. */
export const contactListsPath = (path = ''): Endpoint => ({ service: 'base', path: `tables/contact-lists${path}` });

/** The tables pages' query key for lists: a list saved from a send form shows there at once. */
export const contactListsKey = ['tables', 'contact-lists'] as const;

export const contactListKeys = {
  picker: (search: string) => [...contactListsKey, 'picker', search] as const,
};
