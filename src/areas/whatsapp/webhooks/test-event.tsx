import { Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookRule } from '@/api/contracts/webhook-rules';
import { Button } from '@/ui/button';
import { useSendTestEvent } from './queries/use-send-test-event';

type Outcome = { rule: string; delivery: WebhookDelivery } | { rule: string; problem: string };

/** The sentence for a test event's one attempt: delivered with its HTTP status, refused with it, or the error when no answer came. */
function useOutcomeText() {
  const { t } = useTranslation();
  return (delivery: WebhookDelivery) => {
    const attempt = delivery.attempts[0];
    const category = t(`webhookConfig.categories.${delivery.category}`);
    if (delivery.status === 'DELIVERED') return t('webhookConfig.test.delivered', { category, code: attempt?.statusCode, ms: attempt?.durationMs });
    if (attempt?.statusCode != null) return t('webhookConfig.test.refused', { category, code: attempt.statusCode });
    return t('webhookConfig.test.no_answer', { category, error: attempt?.error ?? t('webhookConfig.deliveries.no_answer') });
  };
}

/**
 * "Send a test event" on a saved rule: the server delivers a sample event through the real path and
 * answers at once, so the result is said beside the rule (and the delivery log lists it, marked Test).
 */
export function useTestEvent() {
  const { t } = useTranslation();
  const send = useSendTestEvent();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const text = useOutcomeText();

  async function run(rule: WebhookRule) {
    setOutcome(null);
    try {
      setOutcome({ rule: rule.ruleId, delivery: await send.mutateAsync(rule.ruleId) });
    } catch (error) {
      setOutcome({ rule: rule.ruleId, problem: t('webhookConfig.test.failed', { reason: error instanceof Error ? error.message : '' }) });
    }
  }

  const button = (rule: WebhookRule) => (
    <Button variant="ghost" size="sm" disabled={send.isPending} onClick={() => void run(rule)}>
      <Send aria-hidden />
      {t('webhookConfig.actions.test')}
    </Button>
  );

  /** The live line under a rule: what is being sent, then how it went. */
  const result = (rule: WebhookRule) => {
    const sending = send.isPending && send.variables === rule.ruleId;
    const mine = outcome?.rule === rule.ruleId ? outcome : null;
    const failed = mine && ('problem' in mine || mine.delivery.status !== 'DELIVERED');
    return (
      <p role="status" className={failed ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'} data-test-event={rule.ruleId}>
        {sending ? t('webhookConfig.test.sending', { url: rule.url }) : mine ? ('problem' in mine ? mine.problem : text(mine.delivery)) : ''}
      </p>
    );
  };

  return { button, result };
}
