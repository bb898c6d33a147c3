import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REPLY_TEXT_MAX, TAG_MAX, type AutomationActionKind } from '@/api/contracts/automation';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { NativeSelect } from '@/campaigns/native-select';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import type { ActionDraft } from './automation-draft';

const KINDS: AutomationActionKind[] = ['SEND_TEMPLATE', 'ADD_TAG', 'SEND_TEXT'];
export const TEXTAREA = 'min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive';

/** Templates an automation can send: approved, and with nothing to fill (the trigger brings no values). */
export const sendableTemplates = (templates: readonly WhatsappTemplate[]) => templates.filter((template) => !JSON.stringify(template.components).includes('{{'));

interface ActionRowProps {
  index: number;
  count: number;
  action: ActionDraft;
  templates: readonly WhatsappTemplate[];
  errors: Record<string, string>;
  onChange(next: ActionDraft): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
  /** True for an action just added: its kind takes the focus. */
  focusOnMount?: boolean;
}

/** One step of an automation: its kind, then the one field that kind needs. */
export function ActionRow({ index, count, action, templates, errors, onChange, onMove, onRemove, focusOnMount = false }: ActionRowProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const error = (field: string) => errors[`actions.${index}.${field}`];
  return (
    <li className="grid gap-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-end gap-2">
        <FormField label={t('automation.form.action_kind', { n })} className="min-w-48 flex-1">
          <NativeSelect value={action.kind} autoFocus={focusOnMount} onChange={(event) => onChange({ ...action, kind: event.target.value as AutomationActionKind })}>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`automation.kinds.${kind}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex gap-1 pb-6">
          <Button type="button" variant="ghost" size="icon-sm" disabled={index === 0} aria-label={t('automation.form.move_up', { n })} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" disabled={index === count - 1} aria-label={t('automation.form.move_down', { n })} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon-sm" disabled={count === 1} aria-label={t('automation.form.remove', { n })} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      {action.kind === 'SEND_TEMPLATE' ? (
        <FormField label={t('automation.form.template', { n })} hint={t('automation.form.template_hint')} error={error('templateSno')}>
          <NativeSelect value={action.templateSno} onChange={(event) => onChange({ ...action, templateSno: event.target.value })}>
            <option value="">{t('automation.form.choose_template')}</option>
            {sendableTemplates(templates).map((template) => (
              <option key={template.sno} value={String(template.sno)}>
                {`${template.name} (${template.language})`}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : action.kind === 'ADD_TAG' ? (
        <FormField label={t('automation.form.tag', { n })} error={error('tag')}>
          <Input value={action.tag} maxLength={TAG_MAX} onChange={(event) => onChange({ ...action, tag: event.target.value })} />
        </FormField>
      ) : (
        <FormField label={t('automation.form.text', { n })} hint={t('automation.form.text_hint')} error={error('text')}>
          <textarea className={TEXTAREA} value={action.text} maxLength={REPLY_TEXT_MAX} onChange={(event) => onChange({ ...action, text: event.target.value })} />
        </FormField>
      )}
    </li>
  );
}
