import { z } from 'zod';

export const NOTE_COLORS = ['yellow', 'blue', 'green', 'pink'] as const;

/** A sticky note for authors; the runtime ignores it and it takes no connections. */
export const noteDataSchema = z.object({ text: z.string(), color: z.enum(NOTE_COLORS) });
export type NoteData = z.infer<typeof noteDataSchema>;

export function createNoteData(): NoteData {
  return { text: '', color: 'yellow' };
}
