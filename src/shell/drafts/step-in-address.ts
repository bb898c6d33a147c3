import { useLocation, useSearchParams } from 'react-router-dom';

/**
 * A wizard's step as the address's `step` search parameter, so the browser's Back and Forward move
 * between steps and a reload opens the same one. Other parameters and the location's state are kept:
 * a page may key its form on that state, and a move between steps is not a new arrival.
 */
export function useStepInAddress<S extends string>(steps: readonly S[]) {
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const raw = search.get('step');
  const requested = steps.find((step) => step === raw) ?? null;
  const setStep = (step: S, options: { replace?: boolean } = {}) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('step', step);
        return next;
      },
      { replace: options.replace ?? false, state },
    );
  return { requested, setStep };
}
