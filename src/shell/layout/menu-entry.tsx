import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from '@/shell/access/types';
import { cn } from '@/ui/cn';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/ui/tooltip';
import { menuIcon } from './menu-icons';

export interface MenuEntryProps {
  item: MenuItem;
  /** 0 for top-level entries. */
  level: number;
  /** Labels are visually hidden (mini sidebar); each entry then shows its title as a tooltip. */
  compact: boolean;
  /** Keys of the open parent at each level (one open parent per level). */
  openKeys: readonly string[];
  onToggle: (level: number, key: string) => void;
  onMenuAction: (item: MenuItem) => void;
  /** An entry navigated (the mobile overlay closes on it). */
  onNavigate: () => void;
  tooltipSide: 'left' | 'right';
}

/** Parents have no page of their own, so their path may be shared or empty; the title key then tells them apart. */
export function menuKey(item: MenuItem): string {
  return item.path || item.titleKey;
}

const rowBase =
  'group flex h-9 w-full min-w-0 cursor-pointer items-center gap-3 rounded-md px-3 text-start text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';
const indent = ['', 'ps-6', 'ps-9'];

/**
 * The row's title as a tooltip, shown only in the mini sidebar. The row keeps the same elements in
 * both modes: the pointer entering the mini sidebar opens it to full width, and swapping the wrapper
 * then replaced the row under the pointer, so a click whose press and release landed on different
 * elements was lost (the group under the pointer did not open).
 */
function MenuTooltip({ compact, title, side, children }: { compact: boolean; title: string; side: 'left' | 'right'; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip open={compact && open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{title}</TooltipContent>
    </Tooltip>
  );
}

/** One sidebar entry: a section heading, a parent that expands, a page link, an action or a disabled entry. */
export function MenuEntry(props: MenuEntryProps) {
  const { item, level, compact, openKeys, onToggle, onMenuAction, onNavigate, tooltipSide } = props;
  const { t } = useTranslation();
  const submenuId = useId();
  const title = t(item.titleKey);
  const key = menuKey(item);
  const testId = `menu-${key}`;
  const Icon = menuIcon(item.icon);
  const rowClass = cn(rowBase, compact ? 'justify-center px-0' : indent[Math.min(level, 2)]);
  const label = <span className={compact ? 'sr-only' : 'truncate'}>{title}</span>;
  const icon = <Icon className={cn('shrink-0', level === 0 ? 'size-5' : 'size-4')} aria-hidden />;

  const withTooltip = (row: ReactElement) => (
    <MenuTooltip compact={compact} title={title} side={tooltipSide}>
      {row}
    </MenuTooltip>
  );

  // extralink marks a section heading in the menu data (the template the menu comes from draws it as a caption).
  if (item.extralink) {
    return (
      <li data-testid={testId} className={compact ? 'mx-3 my-2 h-px bg-border' : 'px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase'}>
        {label}
      </li>
    );
  }

  if (item.disabled) {
    return (
      <li>
        {withTooltip(
          <span role="link" aria-disabled="true" tabIndex={0} data-testid={testId} className={cn(rowClass, 'cursor-not-allowed opacity-50 hover:bg-transparent hover:text-muted-foreground')}>
            {icon}
            {label}
          </span>,
        )}
      </li>
    );
  }

  if (item.submenu.length > 0) {
    const open = openKeys[level] === key;
    return (
      <li>
        {withTooltip(
          <button type="button" aria-expanded={open} aria-controls={submenuId} data-testid={testId} onClick={() => onToggle(level, key)} className={cn(rowClass, open && 'text-foreground')}>
            {icon}
            {label}
            {compact ? null : <ChevronDown className={cn('ms-auto size-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden />}
          </button>,
        )}
        <ul id={submenuId} hidden={!open} className="mt-1 flex flex-col gap-1">
          {item.submenu.map((child) => (
            <MenuEntry key={menuKey(child)} {...props} item={child} level={level + 1} />
          ))}
        </ul>
      </li>
    );
  }

  if (item.action) {
    const opensTab = item.action === 'reports-tab';
    return (
      <li>
        {withTooltip(
          <button type="button" data-testid={testId} onClick={() => onMenuAction(item)} className={rowClass}>
            {icon}
            {label}
            {opensTab ? <span className="sr-only">({t('shell.sidebar.new_tab')})</span> : null}
            {opensTab && !compact ? <ExternalLink className="ms-auto size-3.5 shrink-0" aria-hidden /> : null}
          </button>,
        )}
      </li>
    );
  }

  return (
    <li>
      {withTooltip(
        <NavLink
          to={item.path}
          data-testid={testId}
          onClick={onNavigate}
          // A string, styled through the aria-current NavLink sets: the tooltip trigger merges the
          // row's className as text, and a function className came out as the function's source.
          className={cn(rowClass, 'aria-[current=page]:bg-primary-soft aria-[current=page]:font-medium aria-[current=page]:text-primary aria-[current=page]:hover:bg-primary-soft aria-[current=page]:hover:text-primary')}
        >
          {icon}
          {label}
        </NavLink>,
      )}
    </li>
  );
}
