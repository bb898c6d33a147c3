import { Upload } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { useConfig } from '@/api/react';
import { AudienceUpload, type AudienceResult } from '@/campaigns';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { useFormat } from '@/ui/format';

export interface ImportDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  /** Inputs the import needs besides the file (a list's name). */
  fields?: ReactNode;
  /** Sends the valid rows; answers the message shown once all are in. */
  importRows(result: AudienceResult, onProgress: (sent: number) => void): Promise<string>;
}

/** The server's words for a refused import: the first named field's message, else its message. */
const reasonOf = (error: unknown) => (error instanceof ApiError ? (Object.values(error.body?.fields ?? {})[0] ?? error.body?.message) : undefined);

/**
 * A CSV (or Excel) import: the campaigns' audience upload reads and checks the file in a Web Worker,
 * then the valid rows go to the server a chunk at a time with a progress bar. A refusal keeps the file and fields.
 */
export function ImportDialog({ open, onOpenChange, title, description, fields, importRows }: ImportDialogProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const [parsed, setParsed] = useState<AudienceResult | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const onResult = useCallback((result: AudienceResult | null) => {
    setParsed(result);
    setOutcome(null);
  }, []);
  const format = useFormat();
  const valid = parsed?.counts.valid ?? 0;
  const busy = sent !== null;

  const run = async (result: AudienceResult) => {
    setSent(0);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await importRows(result, setSent) });
    } catch (error) {
      setOutcome({ ok: false, text: reasonOf(error) ?? t('tables.import.failed') });
    } finally {
      setSent(null);
    }
  };

  const change = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setParsed(null);
      setOutcome(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-w-3xl" closeLabel={t('tables.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {fields}
        <AudienceUpload maxFiles={config.maxFiles} initialCountry="IN" onResult={onResult} />
        {busy ? (
          <div
            role="progressbar"
            aria-label={t('tables.import.sending')}
            aria-valuemin={0}
            aria-valuemax={valid}
            aria-valuenow={sent}
            aria-valuetext={t('tables.import.progress', { sent: format.number(sent), total: format.number(valid) })}
            className="h-2 overflow-hidden rounded bg-muted"
          >
            <div className="h-full bg-primary transition-all" style={{ width: `${valid ? Math.round((sent / valid) * 100) : 0}%` }} />
          </div>
        ) : null}
        {outcome ? (
          <Alert variant={outcome.ok ? 'success' : 'destructive'}>
            {outcome.text}
          </Alert>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => change(false)}>
            {outcome?.ok ? t('tables.close') : t('tables.cancel')}
          </Button>
          {outcome?.ok ? null : (
            <Button disabled={!parsed || valid === 0 || busy} onClick={() => parsed && void run(parsed)}>
              <Upload aria-hidden />
              {t('tables.import.start', { count: valid, n: format.number(valid) })}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
