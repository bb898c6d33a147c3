import { z } from 'zod';

/** Every non-2xx answer of our server: a code, a readable message and, for 400, the bad fields by path. */
export const errorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
