import { ArrowDown, ArrowRight, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_DIRECTIONS, type LayoutDirection } from '@/canvas/engine';
import { Button } from '@/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from '@/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/ui/tooltip';
import { useLayoutDirection } from '../layout/layout-direction';
import { useEditor } from '../state/editor-context';

const ICONS: Record<LayoutDirection, typeof ArrowDown> = { DOWN: ArrowDown, RIGHT: ArrowRight };

/**
 * The second half of the Auto-layout split button: picks a direction and lays out in it at once.
 * The flow remembers the choice, so the Auto-layout button and its shortcut keep using it.
 */
export function LayoutDirectionMenu({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { runLayout } = useEditor();
  const current = useLayoutDirection();
  const [open, setOpen] = useState(false);
  const label = t('canvas.layout.direction');
  return (
    // Like the other toolbar buttons, a disabled trigger stays focusable (aria-disabled) and just does
    // not open. Only opening is refused: forcing `open` false while a layout runs would swallow the
    // menu's own close, and the menu came back when the layout finished.
    <DropdownMenu open={open} onOpenChange={(next) => setOpen(next && !disabled)}>
      <Tooltip>
        <TooltipTrigger asChild>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" className="-ms-1 w-5" data-testid="toolbar-layoutDirection" aria-label={label} aria-disabled={disabled || undefined}>
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
      <DropdownMenuContent align="start" data-testid="layout-direction-menu">
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current}>
          {LAYOUT_DIRECTIONS.map((direction) => {
            const Icon = ICONS[direction];
            return (
              // onSelect rather than the group's onValueChange: picking the current direction lays out again.
              <DropdownMenuRadioItem key={direction} value={direction} data-testid={`layout-direction-${direction}`} onSelect={() => void runLayout(direction)}>
                <Icon aria-hidden />
                {t(`canvas.layout.directions.${direction}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
