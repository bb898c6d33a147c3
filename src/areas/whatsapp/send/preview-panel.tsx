import { useTranslation } from 'react-i18next';
import type { WhatsappTemplate } from '@/api/contracts/whatsapp-template';
import { Card } from '@/ui/card';
import { TemplatePreview } from '../shared/template-preview/template-preview';

/** The chosen template as the phone shows it, filled with the first recipient's values where mapped. */
export function PreviewPanel({ template, values }: { template: WhatsappTemplate | null; values: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-3 p-4 lg:sticky lg:top-4" aria-labelledby="wa-send-preview-title">
      <h2 id="wa-send-preview-title" className="text-sm font-semibold">
        {t('waSend.preview.title')}
      </h2>
      {template ? <TemplatePreview template={template} values={values} /> : <p className="text-sm text-muted-foreground">{t('waSend.preview.empty')}</p>}
    </Card>
  );
}
