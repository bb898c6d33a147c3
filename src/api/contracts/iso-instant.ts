import { z } from 'zod';

/**
 * An ISO date-time with any offset, handed on as UTC (`…Z`). ISO allows offsets PostgreSQL refuses
 * (past ±15:59, e.g. `-18:52`), which made a valid query answer 500; as UTC every one is storable.
 */
export const isoInstant = (message?: string) => z.iso.datetime({ offset: true, message }).transform((value) => new Date(value).toISOString());
