import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dltTemplatesResponse, type DltTemplate } from '@/api/contracts/dlt-templates';
import { useApiClient } from '@/api/react';
import { dltAsNamedText, dltVariableNames } from '@/api/rules/dlt-variables';
import type { VariableSlot } from '@/api/rules/template-variable-slots';
import { NativeSelect } from '@/ui/native-select';
import { FormField } from '@/ui/form-field';
import { rcsEndpoint, useEsmeaddr } from './queries/rcs-endpoint';

/** Spec §7 `getdlttemplate`: the DLT templates registered for one SMS sender id. */
export function useDltTemplates(smsSenderId: string) {
  const client = useApiClient();
  const esmeaddr = useEsmeaddr();
  return useQuery({
    queryKey: ['rcs-campaigns', 'dlt-templates', smsSenderId],
    enabled: smsSenderId !== '',
    queryFn: async () => (await client.call(rcsEndpoint('getdlttemplate'), { method: 'post', json: { esmeaddr, senderIds: [smsSenderId] }, schema: dltTemplatesResponse })).templates,
  });
}

/** The chosen DLT template of the SMS sender id, once its list is in. */
export function useChosenDltTemplate(smsSenderId: string, dltTemplateId: string): DltTemplate | null {
  const templates = useDltTemplates(smsSenderId);
  return templates.data?.find((row) => row.dltTemplateId === dltTemplateId) ?? null;
}

/** The DLT template's `{#var#}`s as slots of the campaign's variable mapping, each named as the server fills it (`dlt_1`…). */
export function dltSlots(template: DltTemplate | null): VariableSlot[] {
  return template ? dltVariableNames(template.content).map((name) => ({ key: name, name, column: name, example: '' })) : [];
}

/** The DLT template's text as the review shows it: each `{#var#}` filled with the first recipient's value where known, else named (`{{dlt_1}}`). */
export function dltReviewText(template: DltTemplate, values: Readonly<Record<string, string>>): string {
  return dltAsNamedText(template.content).replace(/\{\{(dlt_\d+)\}\}/g, (named, name: string) => values[name] ?? named);
}

/** The SMS fallback's DLT template: offered once an SMS sender id is chosen, its registered text shown with its variables named as the mapping names them. */
export function DltTemplateField({ smsSenderId, value, onChange }: { smsSenderId: string; value: string; onChange: (dltTemplateId: string) => void }) {
  const { t } = useTranslation();
  const templates = useDltTemplates(smsSenderId);
  if (!smsSenderId) return null;
  const chosen = templates.data?.find((row) => row.dltTemplateId === value);
  const status = templates.isPending ? t('rcsCampaigns.dlt.loading') : templates.isError ? t('rcsCampaigns.dlt.failed') : templates.data?.length ? null : t('rcsCampaigns.dlt.empty');
  return (
    <div className="grid gap-2">
      <FormField label={t('rcsCampaigns.dlt.label')} hint={status ?? t('rcsCampaigns.dlt.hint')}>
        <NativeSelect value={value} disabled={!templates.data?.length} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t('rcsCampaigns.dlt.none')}</option>
          {templates.data?.map((row) => (
            <option key={row.dltTemplateId} value={row.dltTemplateId}>
              {`${row.name} · ${t(`rcsCampaigns.dlt.type.${row.type}`)} · ${row.dltTemplateId}`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {chosen ? (
        <figure className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm">
          <figcaption className="text-xs font-semibold text-muted-foreground">{t('rcsCampaigns.dlt.text')}</figcaption>
          <p className="break-words">{dltAsNamedText(chosen.content)}</p>
        </figure>
      ) : null}
    </div>
  );
}
