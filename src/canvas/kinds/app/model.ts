import { z } from 'zod';
import { keyValueSchema } from '@/canvas/engine/model/common-schemas';
import type { HandleSpec } from '@/canvas/engine/model/kind-definition';

export const appDataSchema = z.object({ appId: z.string(), params: z.array(keyValueSchema) });
export type AppData = z.infer<typeof appDataSchema>;

export function createAppData(): AppData {
  return { appId: '', params: [] };
}

export const APP_OUTPUTS: readonly HandleSpec[] = [{ id: 'next', labelKey: 'canvas.handles.next', required: false }];
