import { useTranslation } from 'react-i18next';
import { clip, type NodeBodyProps } from '../shared/view';
import type { NoteData } from './model';

/** The note's first words. */
export function noteSummary(data: NoteData): string {
  return clip(data.text);
}

const NOTE_TINT: Record<NoteData['color'], string> = {
  yellow: 'bg-amber-50',
  blue: 'bg-sky-50',
  green: 'bg-emerald-50',
  pink: 'bg-pink-50',
};

export function NoteNodeBody({ data }: NodeBodyProps<NoteData>) {
  const { t } = useTranslation();
  return <p className={`line-clamp-3 rounded-sm px-2 py-1 whitespace-pre-wrap ${NOTE_TINT[data.color]}`}>{data.text || t('canvas.node.emptyNote')}</p>;
}
