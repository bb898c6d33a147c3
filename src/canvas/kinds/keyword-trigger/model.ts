import { z } from 'zod';

export const KEYWORD_MATCHES = ['WORD', 'EXACT', 'REGEX'] as const;
export type KeywordMatch = (typeof KEYWORD_MATCHES)[number];

/** Keywords, comma-separated, for WORD and EXACT; one regular expression for REGEX. */
export const keywordTriggerDataSchema = z.object({ match: z.enum(KEYWORD_MATCHES), keywords: z.string().max(500) });
export type KeywordTriggerData = z.infer<typeof keywordTriggerDataSchema>;
