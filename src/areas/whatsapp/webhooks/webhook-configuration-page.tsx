import { ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { WebhookRule } from '@/api/contracts/webhook-rules';
import { NativeSelect } from '@/ui/native-select';
import { showConfirm } from '@/shell/feedback/attention-dialog';
import { notify } from '@/shell/feedback/notify';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { PageFrame } from '@/shell/page/page-frame';
import { QueryBoundary } from '@/shell/page/query-boundary';
import { DeliveriesPanel } from './deliveries-panel';
import { RotateSecretButton, useDateTime } from './rotate-secret';
import { RuleDialog } from './rule-dialog';
import { useTestEvent } from './test-event';
import { useRuleInAddress } from './use-rule-in-address';
import { useDeleteRule } from './queries/use-delete-rule';
import { useUrlRules } from './queries/use-url-rules';
import { useWabaNumbers } from './queries/use-waba-numbers';

/** spec §2 webhook-configuration: per WhatsApp number, the rules forwarding its events, and each rule's deliveries. */
export function WebhookConfigurationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const numbers = useWabaNumbers();
  const wabaNumber = params.get('number') ?? numbers.data?.[0]?.wabaNumber ?? '';
  const rules = useUrlRules(wabaNumber);
  const removal = useDeleteRule();
  const { editing, edit, close } = useRuleInAddress(wabaNumber, rules.data);
  const [logOf, setLogOf] = useState<string | null>(null);
  const shownLog = rules.data?.find((rule) => rule.ruleId === logOf) ?? null;
  const dateTime = useDateTime();
  const testEvent = useTestEvent();

  async function remove(rule: WebhookRule) {
    const confirmed = await showConfirm({
      title: t('webhookConfig.delete.title'),
      message: t('webhookConfig.delete.message', { url: rule.url }),
      tone: 'warning',
      confirmLabel: t('webhookConfig.delete.confirm'),
    });
    if (!confirmed) return;
    try {
      await removal.mutateAsync(rule);
      if (logOf === rule.ruleId) setLogOf(null);
      notify.success(t('webhookConfig.delete.done'));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : t('webhookConfig.delete.failed'));
    }
  }

  return (
    <PageFrame width="wide"
      titleId="webhook-configuration-title"
      title={t('webhookConfig.title')}
      actions={
        <Button disabled={!wabaNumber} onClick={() => edit({ newOn: wabaNumber })}>
          <Plus aria-hidden />
          {t('webhookConfig.add')}
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">{t('webhookConfig.intro')}</p>
      <QueryBoundary query={numbers} failed={t('webhookConfig.numbers_failed')}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('webhookConfig.no_numbers')}</p>
          ) : (
            <div className="grid max-w-md gap-1">
              <label htmlFor="webhook-number" className="text-sm font-medium">
                {t('webhookConfig.number')}
              </label>
              <NativeSelect
                id="webhook-number"
                value={wabaNumber}
                onChange={(event) => {
                  setLogOf(null);
                  setParams({ number: event.target.value });
                }}
              >
                {list.map((number) => (
                  <option key={number.wabaNumber} value={number.wabaNumber}>
                    {t('webhookConfig.number_option', { name: number.verifiedName, number: number.wabaNumber, n: number.rules })}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )
        }
      </QueryBoundary>
      <QueryBoundary query={rules} failed={t('webhookConfig.rules_failed')}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">{t('webhookConfig.empty')}</p>
          ) : (
            <ul className="grid gap-3" aria-label={t('webhookConfig.rules')}>
              {list.map((rule) => (
                <li key={rule.ruleId} className="grid gap-2 rounded-lg border border-border bg-surface p-4" data-rule={rule.url}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <p className="min-w-0 font-medium break-all" dir="ltr">
                      <span className="me-2 rounded bg-muted px-1.5 py-0.5 text-xs">{rule.requestType}</span>
                      {rule.url}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      <Button variant={logOf === rule.ruleId ? 'secondary' : 'ghost'} size="sm" aria-pressed={logOf === rule.ruleId} onClick={() => setLogOf(logOf === rule.ruleId ? null : rule.ruleId)}>
                        <ListChecks aria-hidden />
                        {t('webhookConfig.actions.deliveries')}
                      </Button>
                      {testEvent.button(rule)}
                      <RotateSecretButton rule={rule} />
                      <Button variant="ghost" size="icon-sm" aria-label={t('webhookConfig.actions.edit', { url: rule.url })} onClick={() => edit(rule)}>
                        <Pencil aria-hidden />
                      </Button>
                      <Button variant="ghost" size="icon-sm" aria-label={t('webhookConfig.actions.delete', { url: rule.url })} onClick={() => void remove(rule)}>
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </div>
                  <ul className="flex flex-wrap gap-1" aria-label={t('webhookConfig.form.categories')}>
                    {rule.eventCategory.map((category) => (
                      <li key={category}>
                        <Badge variant="neutral">{t(`webhookConfig.categories.${category}`)}</Badge>
                      </li>
                    ))}
                  </ul>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                    <span>{t('webhookConfig.summary.retries', { n: rule.retryCount, delay: rule.retryDelayInSec })}</span>
                    {rule.defaultRule ? <span>{t('webhookConfig.summary.default')}</span> : null}
                    <span>{rule.encryptPayload ? t('webhookConfig.summary.encrypted', { algorithm: rule.algorithm }) : t('webhookConfig.summary.plain')}</span>
                    {rule.httpHeaders.length ? <span>{t('webhookConfig.summary.headers', { n: rule.httpHeaders.length })}</span> : null}
                    {rule.previousSecretUntil ? <span>{t('webhookConfig.rotate.grace', { until: dateTime(rule.previousSecretUntil) })}</span> : null}
                  </p>
                  {testEvent.result(rule)}
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
      {shownLog ? <DeliveriesPanel rule={shownLog} /> : null}
      {editing && numbers.data ? <RuleDialog editing={editing} numbers={numbers.data} onClose={close} /> : null}
    </PageFrame>
  );
}
