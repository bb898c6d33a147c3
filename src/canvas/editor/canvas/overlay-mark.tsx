import type { CSSProperties } from 'react';
import { cn } from '@/ui/cn';
import type { OverlayMark } from './canvas-types';

const tones: Record<OverlayMark['tone'], string> = {
  neutral: 'border-info/40 bg-info-soft text-info',
  warning: 'border-warning/40 bg-warning-soft text-warning',
};

/** A page's mark on a node or an edge: short text on screen, the full sentence for screen readers. */
export function OverlayMarkView({ mark, testId, className, style }: { mark: OverlayMark; testId: string; className?: string; style?: CSSProperties }) {
  return (
    <span
      role="note"
      data-testid={testId}
      data-tone={mark.tone}
      aria-label={mark.label}
      title={mark.label}
      style={style}
      className={cn('inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap tabular-nums', tones[mark.tone], className)}
    >
      {mark.text}
    </span>
  );
}
