import { ChevronDown, ChevronUp, CircleAlert, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorCatalogue } from '@/canvas/kinds/shared/view';
import { problemText } from '@/canvas/kinds/shared/view';
import type { Problem } from '@/canvas/engine';
import { cn } from '@/ui/cn';
import { useRevealNode } from '../canvas/use-reveal-node';
import { useEditor } from '../state/editor-context';
import { nodeName } from '../state/node-names';

/** Beyond this many rows the list says how many more there are: thousands of rows help no one. */
const MAX_ROWS = 200;

/** Validation results, errors first. Clicking one selects its node, centres it and focuses the field. */
export function ProblemsPanel() {
  const { t } = useTranslation();
  const { store, problems, panels, setPanels, requestFieldFocus } = useEditor();
  const reveal = useRevealNode();
  const catalogue = useEditorCatalogue();
  // Names are read when the problems change (shortly after every edit), not on every drag frame:
  // subscribing to the nodes would re-render up to 200 rows per pointer move on a big flow.
  const byId = useMemo(() => {
    const named = new Set(problems.map((problem) => problem.nodeId));
    return new Map(store.getDoc().nodes.filter((node) => named.has(node.id)).map((node) => [node.id, node]));
  }, [store, problems]);
  const sorted = useMemo(() => [...problems].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1)), [problems]);
  const errors = problems.filter((problem) => problem.severity === 'error').length;

  function open(problem: Problem) {
    if (!problem.nodeId) return;
    reveal(problem.nodeId);
    setPanels({ inspectorOpen: true });
    requestFieldFocus(problem.field);
  }

  return (
    <section aria-labelledby="problems-title" data-testid="problems-panel" className="flex min-h-0 flex-col">
      <h2 id="problems-title" className="flex">
        <button
          type="button"
          aria-expanded={panels.problemsOpen}
          aria-controls="problems-list"
          onClick={() => setPanels({ problemsOpen: !panels.problemsOpen })}
          className="flex flex-1 items-center gap-2 px-4 py-2 text-start text-sm font-semibold hover:bg-muted"
        >
          {panels.problemsOpen ? <ChevronDown className="size-4" aria-hidden /> : <ChevronUp className="size-4" aria-hidden />}
          {t('canvas.problems_panel.title')}
          <span className="font-normal text-muted-foreground">{t('canvas.problems_panel.counts', {
              errors: t('canvas.problems_panel.errors', { count: errors }),
              warnings: t('canvas.problems_panel.warnings', { count: problems.length - errors }),
            })}</span>
        </button>
      </h2>
      {panels.problemsOpen ? (
        <ul id="problems-list" className="max-h-48 overflow-auto border-t border-border text-sm">
          {sorted.length === 0 ? <li className="px-4 py-2 text-muted-foreground">{t('canvas.problems_panel.none')}</li> : null}
          {sorted.slice(0, MAX_ROWS).map((problem, index) => {
            const node = problem.nodeId ? byId.get(problem.nodeId) : undefined;
            const Icon = problem.severity === 'error' ? CircleAlert : TriangleAlert;
            return (
              <li key={`${problem.nodeId ?? 'flow'}:${problem.field}:${problem.code}:${index}`}>
                <button
                  type="button"
                  data-testid={`problem-${index}`}
                  disabled={!node}
                  onClick={() => open(problem)}
                  className="flex w-full items-center gap-2 px-4 py-1.5 text-start hover:bg-muted disabled:cursor-default"
                >
                  <Icon className={cn('size-4 shrink-0', problem.severity === 'error' ? 'text-destructive' : 'text-warning')} aria-label={t(`canvas.severity.${problem.severity}`)} />
                  <span className="min-w-0 flex-1 truncate">{problemText(t, problem)}</span>
                  {node ? <span className="max-w-48 truncate text-muted-foreground">{nodeName(node, t, catalogue)}</span> : null}
                </button>
              </li>
            );
          })}
          {sorted.length > MAX_ROWS ? <li className="px-4 py-2 text-muted-foreground">{t('canvas.problems_panel.more', { count: sorted.length - MAX_ROWS })}</li> : null}
        </ul>
      ) : null}
    </section>
  );
}
