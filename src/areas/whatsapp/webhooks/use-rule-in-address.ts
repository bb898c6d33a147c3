import { useSearchParams } from 'react-router-dom';
import type { WebhookRule } from '@/api/contracts/webhook-rules';

/**
 * The open rule form as the address's `rule` parameter (`new`, or the edited rule's id), so a reload
 * opens it again with its kept draft and the browser's Back closes it. Other parameters are kept.
 */
export function useRuleInAddress(wabaNumber: string, rules: readonly WebhookRule[] | undefined) {
  const [params, setParams] = useSearchParams();
  const open = params.get('rule');
  const editing = open === 'new' ? { newOn: wabaNumber } : (rules?.find((rule) => rule.ruleId === open) ?? null);
  const withRule = (ruleId: string | null, options: { replace: boolean }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (ruleId === null) next.delete('rule');
      else next.set('rule', ruleId);
      return next;
    }, options);
  return {
    editing,
    edit: (target: WebhookRule | { newOn: string }) => withRule('ruleId' in target ? target.ruleId : 'new', { replace: false }),
    close: () => withRule(null, { replace: true }),
  };
}
