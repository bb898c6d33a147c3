import { z } from 'zod';
import { type HandleSpec, keyValueSchema } from '@/canvas/kernel';

export const appDataSchema = z.object({ appId: z.string(), params: z.array(keyValueSchema) });
export type AppData = z.infer<typeof appDataSchema>;

export function createAppData(): AppData {
  return { appId: '', params: [] };
}

export const APP_OUTPUTS: readonly HandleSpec[] = [{ id: 'next', labelKey: 'canvas.handles.next', required: false }];
