import { LoaderCircle, PanelBottom, PanelLeft, PanelRight } from 'lucide-react';
import { Fragment, memo, useCallback, useLayoutEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Separator } from '@/ui/separator';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/ui/tooltip';
import { iconFor } from '../icons';
import { formatShortcut, isMac } from '../keyboard/shortcuts';
import type { EditorPanels } from '../state/editor-context';
import { useFlowState } from '../state/use-flow-state';
import { TOOLBAR_GROUPS, actionById, type EditorActionId } from './editor-actions';
import { LayoutDirectionMenu } from './layout-direction-menu';
import { useActionContext } from './use-action-context';

const PANEL_TOGGLES: readonly { panel: keyof EditorPanels; id: string; labelKey: string; Icon: typeof PanelLeft }[] = [
  { panel: 'paletteOpen', id: 'togglePalette', labelKey: 'canvas.panels.palette', Icon: PanelLeft },
  { panel: 'inspectorOpen', id: 'toggleInspector', labelKey: 'canvas.panels.inspector', Icon: PanelRight },
  { panel: 'problemsOpen', id: 'toggleProblems', labelKey: 'canvas.panels.problems', Icon: PanelBottom },
];

/**
 * One toolbar button. Its props are strings, flags, a component and a stable callback, so it is
 * memoised: when one flag flips (Undo becomes possible with the first edit of a large flow) only
 * that button re-renders, not every button with its tooltip and icon.
 */
const ToolButton = memo(function ToolButton({ value, label, shortcut, testId, disabled, pressed, Icon, onActivate }: {
  value: string;
  label: string;
  shortcut: string | null;
  testId: string;
  disabled?: boolean;
  pressed?: boolean;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  onActivate(value: string): void;
}) {
  const tip = shortcut ? `${label} (${formatShortcut(shortcut, isMac())})` : label;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* aria-disabled keeps a disabled button focusable so its tooltip can say what it does. */}
        <Button
          variant="ghost"
          size="icon-sm"
          data-testid={testId}
          aria-label={label}
          aria-keyshortcuts={shortcut?.replace('Mod', isMac() ? 'Meta' : 'Control')}
          aria-disabled={disabled || undefined}
          aria-pressed={pressed}
          onClick={() => {
            if (!disabled) onActivate(value);
          }}
        >
          <Icon aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tip}</TooltipContent>
    </Tooltip>
  );
});

/** While a layout is computed: what is happening, and a way out of it (ELK takes seconds on large flows). */
function LayoutProgress({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <span className="ms-1 inline-flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
      <span role="status" className="inline-flex items-center gap-1">
        <LoaderCircle className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
        {t('canvas.layout.running')}
      </span>
      <Button variant="outline" size="sm" className="ms-1 h-7" data-testid="toolbar-cancelLayout" onClick={onCancel}>
        {t('canvas.layout.cancel')}
      </Button>
    </span>
  );
}

/** The toolbar, drawn from the editor's action registry (engine commands plus view and file actions). */
export function Toolbar() {
  const { t } = useTranslation();
  const context = useActionContext();
  const { readOnly, panels, setPanels } = context.editor;
  const groups = TOOLBAR_GROUPS.map((group) => group.filter((id) => !readOnly || !actionById(id).edits)).filter((group) => group.length > 0);
  const ids = groups.flat();
  // One string of flags, so the toolbar re-renders only when some button's state flips, not on every drag frame.
  const enabled = useFlowState((state) => ids.map((id) => (actionById(id).isEnabled(state, context) ? '1' : '0')).join(''));
  const isEnabled = (id: EditorActionId) => enabled[ids.indexOf(id)] === '1';
  // The buttons' callbacks read the latest context and panels through a ref, so they stay the same
  // functions and the memoised buttons skip renders that change nothing they show.
  const latest = useRef({ context, panels, setPanels });
  useLayoutEffect(() => {
    latest.current = { context, panels, setPanels };
  });
  const togglePanel = useCallback((panel: string) => {
    const { panels: open, setPanels: set } = latest.current;
    const key = panel as keyof EditorPanels;
    set({ [key]: !open[key] });
  }, []);
  const runAction = useCallback((id: string) => actionById(id as EditorActionId).run(latest.current.context), []);

  return (
    <div role="toolbar" aria-label={t('canvas.toolbar.title')} data-testid="toolbar" className="flex items-center gap-1 overflow-x-auto border-b border-border bg-surface px-2 py-1">
      {PANEL_TOGGLES.map(({ panel, id, labelKey, Icon }) => (
        <ToolButton key={id} value={panel} label={t(labelKey)} shortcut={null} testId={`toolbar-${id}`} pressed={panels[panel]} Icon={Icon} onActivate={togglePanel} />
      ))}
      {groups.map((group, index) => (
        <Fragment key={index}>
          <Separator orientation="vertical" className="mx-1 h-6" />
          {group.map((id) => {
            const action = actionById(id);
            return (
              <Fragment key={id}>
                <ToolButton
                  value={id}
                  label={t(action.labelKey)}
                  shortcut={action.shortcut}
                  testId={`toolbar-${id}`}
                  disabled={!isEnabled(id)}
                  Icon={iconFor(action.icon)}
                  onActivate={runAction}
                />
                {id === 'autoLayout' ? <LayoutDirectionMenu disabled={!isEnabled(id)} /> : null}
                {id === 'autoLayout' && context.layoutPending ? <LayoutProgress onCancel={context.editor.cancelLayout} /> : null}
              </Fragment>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
