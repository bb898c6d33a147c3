import { z } from 'zod';

/** Every chatbot route lives under the config's `bot` service base. */
export const BOT_BASE = '/api/bot';

/** `{ id }` path parameters. */
export const idParams = z.object({ id: z.uuid() });
