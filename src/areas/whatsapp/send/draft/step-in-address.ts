import { useSearchParams } from 'react-router-dom';
import { sendSteps, type SendStep } from '../send-form-state';

const isStep = (value: string | null): value is SendStep => sendSteps.some((step) => step === value);

/**
 * The wizard's step as the address's `step` search parameter, so the browser's Back and Forward move
 * between steps and a reload opens the same one. Other parameters (`campaignId`) are kept.
 */
export function useStepInAddress() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('step');
  const requested = isStep(raw) ? raw : null;
  const setStep = (step: SendStep, options: { replace?: boolean } = {}) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('step', step);
        return next;
      },
      { replace: options.replace ?? false },
    );
  return { requested, setStep };
}
