import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TemplateCategory } from '@/api/contracts/whatsapp-template';
import type { TemplateProblem } from '@/api/rules/whatsapp-template-rules';
import { NativeSelect } from '@/ui/native-select';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { newButton, type ButtonKind, type DraftButton } from '../template-draft';
import { FieldCounter, ProblemList } from './form-bits';

const KINDS: Record<TemplateCategory, ButtonKind[]> = {
  MARKETING: ['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'COPY_CODE'],
  UTILITY: ['QUICK_REPLY', 'URL', 'PHONE_NUMBER'],
  AUTHENTICATION: ['OTP'],
};

interface ButtonsEditorProps {
  buttons: DraftButton[];
  category: TemplateCategory;
  onChange(buttons: DraftButton[]): void;
  problems: Map<string, TemplateProblem[]>;
  /** `buttons` for the template, `cards.0.buttons` inside a card: where its problems are filed. */
  prefix?: string;
  idPrefix: string;
  disabled?: boolean;
}

/** The buttons, as many as the user adds: the form never caps them, the rules say what is too many. */
export function ButtonsEditor({ buttons, category, onChange, problems, prefix = 'buttons', idPrefix, disabled }: ButtonsEditorProps) {
  const { t } = useTranslation();
  const kinds = KINDS[category];
  const change = (index: number, patch: Partial<DraftButton>) => onChange(buttons.map((button, at) => (at === index ? { ...button, ...patch } : button)));
  return (
    <div className="grid gap-3">
      {buttons.map((button, index) => {
        const id = `${idPrefix}-${index}`;
        const labelled = button.type !== 'COPY_CODE';
        return (
          <div key={index} role="group" aria-label={t('waTemplates.buttons.button_n', { n: index + 1 })} className="grid gap-2 rounded-md border border-border p-3">
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid min-w-36 flex-1 gap-1">
                <label htmlFor={`${id}-type`} className="text-xs font-medium">
                  {t('waTemplates.buttons.type')}
                </label>
                <NativeSelect id={`${id}-type`} value={button.type} disabled={disabled} onChange={(event) => change(index, { ...newButton(event.target.value as ButtonKind), text: button.text })}>
                  {[...new Set([...kinds, button.type])].map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`waTemplates.buttons.kinds.${kind}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {labelled ? (
                <div className="grid min-w-40 flex-[2] gap-1">
                  <label htmlFor={`${id}-text`} className="text-xs font-medium">
                    {t('waTemplates.buttons.label')}
                  </label>
                  <Input id={`${id}-text`} dir="auto" value={button.text} disabled={disabled} aria-describedby={`${id}-text-count`} onChange={(event) => change(index, { text: event.target.value })} />
                  <FieldCounter id={`${id}-text-count`} field="button_label" text={button.text} />
                </div>
              ) : null}
              {!disabled ? (
                <Button type="button" variant="ghost" size="icon" aria-label={t('waTemplates.buttons.remove', { n: index + 1 })} onClick={() => onChange(buttons.filter((_, at) => at !== index))}>
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </div>
            {button.type === 'URL' ? (
              <div className="grid gap-2 sm:grid-cols-[2fr_1fr]">
                <div className="grid gap-1">
                  <label htmlFor={`${id}-url`} className="text-xs font-medium">
                    {t('waTemplates.buttons.url')}
                  </label>
                  <Input id={`${id}-url`} dir="ltr" value={button.url} placeholder="https://shop.example.com/{{1}}" disabled={disabled} onChange={(event) => change(index, { url: event.target.value })} />
                </div>
                {/\{\{[^{}]*\}\}$/.test(button.url) ? (
                  <div className="grid gap-1">
                    <label htmlFor={`${id}-url-example`} className="text-xs font-medium">
                      {t('waTemplates.buttons.url_example')}
                    </label>
                    <Input id={`${id}-url-example`} dir="ltr" value={button.urlExample} disabled={disabled} onChange={(event) => change(index, { urlExample: event.target.value })} />
                  </div>
                ) : null}
              </div>
            ) : null}
            {button.type === 'PHONE_NUMBER' ? (
              <div className="grid gap-1">
                <label htmlFor={`${id}-phone`} className="text-xs font-medium">
                  {t('waTemplates.buttons.phone')}
                </label>
                <Input id={`${id}-phone`} dir="ltr" inputMode="tel" value={button.phone} disabled={disabled} onChange={(event) => change(index, { phone: event.target.value })} />
                <FieldCounter field="button_phone" text={button.phone} />
              </div>
            ) : null}
            {button.type === 'COPY_CODE' ? (
              <div className="grid gap-1">
                <label htmlFor={`${id}-code`} className="text-xs font-medium">
                  {t('waTemplates.buttons.code')}
                </label>
                <Input id={`${id}-code`} dir="ltr" value={button.code} disabled={disabled} onChange={(event) => change(index, { code: event.target.value })} />
                <FieldCounter field="copy_code" text={button.code} />
              </div>
            ) : null}
            {button.type === 'OTP' ? (
              <div className="grid gap-1">
                <label htmlFor={`${id}-otp`} className="text-xs font-medium">
                  {t('waTemplates.buttons.otp_type')}
                </label>
                <NativeSelect id={`${id}-otp`} value={button.otpType} disabled={disabled} onChange={(event) => change(index, { otpType: event.target.value as DraftButton['otpType'] })}>
                  {(['COPY_CODE', 'ONE_TAP', 'ZERO_TAP'] as const).map((otp) => (
                    <option key={otp} value={otp}>
                      {t(`waTemplates.buttons.otp.${otp}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            <ProblemList problems={problems.get(`${prefix}.${index}`)} />
          </div>
        );
      })}
      <ProblemList problems={problems.get(prefix)} />
      {!disabled ? (
        <div className="flex flex-wrap gap-2">
          {kinds.map((kind) => (
            <Button key={kind} type="button" variant="outline" size="sm" onClick={() => onChange([...buttons, newButton(kind)])}>
              <Plus aria-hidden />
              {t(`waTemplates.buttons.add.${kind}`)}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
