import { PanelBottom, PanelLeft, PanelRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
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

function ToolButton({ label, shortcut, testId, disabled, onClick, children, pressed }: {
  label: string;
  shortcut: string | null;
  testId: string;
  disabled?: boolean;
  pressed?: boolean;
  onClick(): void;
  children: ReactNode;
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
            if (!disabled) onClick();
          }}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tip}</TooltipContent>
    </Tooltip>
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

  return (
    <div role="toolbar" aria-label={t('canvas.toolbar.title')} data-testid="toolbar" className="flex items-center gap-1 overflow-x-auto border-b border-border bg-surface px-2 py-1">
      {PANEL_TOGGLES.map(({ panel, id, labelKey, Icon }) => (
        <ToolButton key={id} label={t(labelKey)} shortcut={null} testId={`toolbar-${id}`} pressed={panels[panel]} onClick={() => setPanels({ [panel]: !panels[panel] })}>
          <Icon aria-hidden />
        </ToolButton>
      ))}
      {groups.map((group, index) => (
        <Fragment key={index}>
          <Separator orientation="vertical" className="mx-1 h-6" />
          {group.map((id) => {
            const action = actionById(id);
            const Icon = iconFor(action.icon);
            return (
              <Fragment key={id}>
                <ToolButton label={t(action.labelKey)} shortcut={action.shortcut} testId={`toolbar-${id}`} disabled={!isEnabled(id)} onClick={() => action.run(context)}>
                  <Icon aria-hidden />
                </ToolButton>
                {id === 'autoLayout' ? <LayoutDirectionMenu disabled={!isEnabled(id)} /> : null}
              </Fragment>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
