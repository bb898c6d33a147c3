import type { NodeStep } from '@/canvas/kernel';
import type { NoteData } from './model';

/** NOTE: authoring only; it takes no connections, so reaching one (a note as start node) is a dead end. */
export const noteStep: NodeStep<NoteData> = () => ({ type: 'stop', note: 'notes are not executed' });
