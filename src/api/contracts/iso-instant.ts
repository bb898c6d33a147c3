import { z } from 'zod';

/**
 * ISO's year 0000 (1 BC) reads in JavaScript, but PostgreSQL has no year 0 and answers such a date
 * with an error, so a valid query became a 500; dates start at year 1.
 */
const FROM_YEAR_ONE = 'A date from the year 0001 on';
const afterYearZero = (value: string) => !value.startsWith('0000') && !value.startsWith('-');

/**
 * An ISO date-time with any offset, handed on as UTC (`…Z`). ISO allows offsets PostgreSQL refuses
 * (past ±15:59, e.g. `-18:52`), which made a valid query answer 500; as UTC every one is storable.
 */
export const isoInstant = (message?: string) =>
  z.iso
    .datetime({ offset: true, message })
    .transform((value) => new Date(value).toISOString())
    .refine(afterYearZero, FROM_YEAR_ONE);

/** A calendar day, `YYYY-MM-DD`, from the year 0001 on. */
export const isoDay = (message?: string) => z.iso.date({ message }).refine(afterYearZero, FROM_YEAR_ONE);

/** A day or a UTC date-time (`…Z`), from the year 0001 on: the chatbot reports' period bounds. */
export const isoDayOrInstant = () => z.union([z.iso.date(), z.iso.datetime()]).refine(afterYearZero, FROM_YEAR_ONE);
