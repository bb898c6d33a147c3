import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shell/feedback/notify';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';

/** A read-only value with a Copy button; `multiline` shows it as a code block. */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('chatbot.common.copied', { label }));
    } catch {
      notify.error(t('chatbot.common.copy_failed'));
    }
  };
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={t('chatbot.common.copy', { label })}>
          <Copy aria-hidden />
          {t('chatbot.common.copy_short')}
        </Button>
      </div>
      {multiline ? (
        <textarea id={id} readOnly dir="ltr" rows={value.split('\n').length} value={value} className="w-full resize-none overflow-x-auto rounded-md border bg-muted p-3 font-mono text-xs whitespace-pre" />
      ) : (
        <input id={id} readOnly dir="ltr" value={value} className="h-9 w-full rounded-md border bg-muted px-3 font-mono text-xs" />
      )}
    </div>
  );
}
