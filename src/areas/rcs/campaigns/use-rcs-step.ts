import { useEffect } from 'react';
import { useStepInAddress } from '@/shell/drafts';
import { rcsSteps, type RcsStep } from './rcs-form-state';

/** The form's step in the address (`?step=`), so Back and Forward move between steps and a reload opens the same one. */
export function useRcsStep() {
  const { requested, setStep } = useStepInAddress(rcsSteps);
  return { step: requested ?? 'details', setStep };
}

/**
 * The address can name a step the work does not reach (typed, or a file the reload did not keep):
 * the first step before it that still has a problem opens instead.
 */
export function useReachableStep(step: RcsStep, setStep: (step: RcsStep, options: { replace: boolean }) => void, blocked: (step: RcsStep) => boolean) {
  const open = rcsSteps.slice(0, rcsSteps.indexOf(step)).find(blocked) ?? step;
  useEffect(() => {
    if (open !== step) setStep(open, { replace: true });
  });
}
