import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/ui/cn';

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
 */
export function CampaignStepper({ steps, current, completed, onSelect }: CampaignStepperProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('campaigns.stepper.label')}>
      <ol className="flex flex-wrap items-center gap-2">
        {steps.map((step, index) => {
          const isCurrent = step.id === current;
          const isDone = completed.includes(step.id);
          return (
            <li key={step.id} className="flex items-center gap-2">
              {index > 0 ? <span aria-hidden className="h-px w-6 bg-border" /> : null}
              <button
                type="button"
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={isDone ? t('campaigns.stepper.completed_step', { label: step.label }) : undefined}
                disabled={!isCurrent && !isDone}
                onClick={() => onSelect(step.id)}
                className={cn(
                  'inline-flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default disabled:opacity-60',
                  isCurrent ? 'bg-primary text-primary-foreground' : isDone ? 'bg-primary-soft text-primary hover:bg-primary-soft/80' : 'bg-muted text-muted-foreground',
                )}
              >
                <span aria-hidden className={cn('inline-flex size-5 items-center justify-center rounded-full text-xs', isCurrent ? 'bg-primary-foreground/20' : 'bg-surface')}>
                  {isDone && !isCurrent ? <Check className="size-3" /> : index + 1}
                </span>
                {step.label}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
