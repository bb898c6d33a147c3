import { X } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { searchNodes } from '@/canvas/engine';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { useRevealNode } from '../canvas/use-reveal-node';
import { useEditor } from '../state/editor-context';
import { useFlowState } from '../state/use-flow-state';

/**
 * Ctrl/Cmd+F: finds nodes with the engine's `searchNodes` (free text, `kind:api`, `is:invalid`);
 * Enter steps to the next match and centres it, Shift+Enter to the previous one.
 */
export function CanvasSearch() {
  const { t } = useTranslation();
  const { problems, setPanels } = useEditor();
  const doc = useFlowState((state) => state.doc);
  const reveal = useRevealNode();
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState(-1);
  const matches = useMemo(() => searchNodes(doc, query, problems), [doc, query, problems]);

  function step(by: number) {
    if (matches.length === 0) return;
    const next = (current + by + matches.length) % matches.length;
    setCurrent(next);
    const id = matches[next];
    if (id) reveal(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') step(event.shiftKey ? -1 : 1);
    else if (event.key === 'Escape') setPanels({ searchOpen: false });
    else return;
    event.preventDefault();
  }

  const status = query.trim() === '' ? '' : matches.length === 0 ? t('canvas.search.none') : t('canvas.search.position', { current: Math.max(current, 0) + 1, total: matches.length });
  return (
    <div role="search" className="absolute end-2 top-2 z-10 flex w-80 max-w-[calc(100%-1rem)] items-center gap-2 rounded-md border border-border bg-surface p-2 shadow-md">
      <Input
        autoFocus
        type="search"
        data-testid="canvas-search"
        aria-label={t('canvas.search.label')}
        placeholder={t('canvas.search.placeholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setCurrent(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <span role="status" className="shrink-0 text-xs text-muted-foreground" data-testid="canvas-search-status">
        {status}
      </span>
      <Button variant="ghost" size="icon-sm" aria-label={t('canvas.search.close')} onClick={() => setPanels({ searchOpen: false })}>
        <X aria-hidden />
      </Button>
    </div>
  );
}
