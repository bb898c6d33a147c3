import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

/**
 * Names an icon-only control: `label` becomes its accessible name and a tooltip shown on hover and
 * on keyboard focus, so a sighted user learns what the icon does as a screen reader user does.
 */
export function IconTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild aria-label={label}>
        {children}
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
