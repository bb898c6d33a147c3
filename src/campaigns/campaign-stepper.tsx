import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';
import { useFormat } from '@/ui/format';

export interface CampaignStep {
  id: string;
  label: string;
}

export interface CampaignStepperProps {
  steps: readonly CampaignStep[];
  current: string;
  completed: readonly string[];
  /** Going back to a completed step (or the current one); later steps open as the form allows. */
  onSelect: (id: string) => void;
}

/**
 * The campaign's steps in order: each completed step and the current one is a button (Tab reaches
 * them), the current one is marked for screen readers, later steps wait until reached.
 *
 * Where the form is narrower than 48 rem (a phone, a tablet beside the sidebar) the labelled pills
 * wrapped onto a second line that began with a dangling connector. There the steps are numbered
 * circles on one line, still buttons named by their labels, and "Step 2 of 5 · Audience" says where
 * the user is. A container query, not the window width, so the sidebar's state does not matter.
 */
export function CampaignStepper({ steps, current, completed, onSelect }: CampaignStepperProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <nav aria-label={t('campaigns.stepper.label')} className="@container">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ol className="flex items-center gap-1 @3xl:flex-wrap @3xl:gap-2">
          {steps.map((step, index) => {
            const isCurrent = step.id === current;
            const isDone = completed.includes(step.id);
            return (
              <li key={step.id} className="flex items-center gap-1 @3xl:gap-2">
                {index > 0 ? <span aria-hidden className="h-px w-3 bg-border @3xl:w-6" /> : null}
                <button
                  type="button"
                  aria-current={isCurrent ? 'step' : undefined}
                  aria-label={isDone ? t('campaigns.stepper.completed_step', { label: step.label }) : undefined}
                  disabled={!isCurrent && !isDone}
                  onClick={() => onSelect(step.id)}
                  className={cn(
                    'inline-flex cursor-pointer items-center gap-2 rounded-full p-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default disabled:opacity-60 @3xl:px-3',
                    isCurrent ? 'bg-primary text-primary-foreground' : isDone ? 'bg-primary-soft text-primary hover:bg-primary-soft/80' : 'bg-muted text-muted-foreground',
                  )}
                >
                  <span aria-hidden className={cn('inline-flex size-5 items-center justify-center rounded-full text-xs', isCurrent ? 'bg-primary-foreground/20' : 'bg-surface')}>
                    {isDone && !isCurrent ? <Check className="size-3" /> : format.number(index + 1)}
                  </span>
                  <span className="sr-only @3xl:not-sr-only">{step.label}</span>
                </button>
              </li>
            );
          })}
        </ol>
        {/* The current button already says this to screen readers (aria-current). */}
        <p aria-hidden className="text-sm font-medium @3xl:hidden">
          {t('campaigns.stepper.position', { number: format.number(currentIndex + 1), total: format.number(steps.length), label: steps[currentIndex]?.label ?? '' })}
        </p>
      </div>
    </nav>
  );
}
