import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariableSlot } from '@/api/rules/template-variable-slots';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';
import { AudienceDropZone } from './audience-drop-zone';
import { AudienceCounts, AudienceFileErrors, AudiencePreviewTable, AudienceProblems } from './audience-report';
import type { AudienceResult, CountryCode } from './audience-types';
import { CountrySelect } from './country-select';
import type { AudienceWorkerLike } from './parse-audience';
import { buildSampleCsv, downloadCsv } from './sample-csv';
import { useAudienceUpload } from './use-audience-upload';
import { useFormat } from '@/ui/format';

export interface AudienceUploadProps {
  /** Configuration `maxFiles` (spec §9). */
  maxFiles: number;
  initialCountry: CountryCode;
  /** The template's variables, for the sample file; no sample button without them. */
  slots?: readonly VariableSlot[];
  sampleFileName?: string;
  /** Columns to keep for valid rows (the mapped ones); all when absent. */
  keepColumns?: readonly string[];
  /** The parsed audience, or null while none is ready. */
  onResult: (result: AudienceResult | null) => void;
  /** Told when the user chooses new files, before they are read: what the page said about the last ones is stale. */
  onFilesChosen?: () => void;
  startWorker?: () => AudienceWorkerLike;
}

/** The audience step: files in, then progress, counts, a preview and the problems by row number. */
export function AudienceUpload({ maxFiles, initialCountry, slots, sampleFileName = 'audience-sample.csv', keepColumns, onResult, onFilesChosen, startWorker }: AudienceUploadProps) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(initialCountry);
  const [phoneColumn, setPhoneColumn] = useState<string | undefined>();
  const { state, start, cancel } = useAudienceUpload({ maxFiles, defaultCountry: country, phoneColumn, keepColumns, startWorker });
  const result = state.status === 'done' ? state.result : null;

  // Told once per new result, whatever the caller's callback: a caller passing a new function each
  // render (with a state update in it) made this effect run again and the page render without end.
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  useEffect(() => {
    onResultRef.current(result);
  }, [result]);

  const pick = (files: File[]) => {
    onFilesChosen?.();
    setPhoneColumn(undefined);
    start(files, { phoneColumn: undefined });
  };
  const reread = (change: { country?: CountryCode; phoneColumn?: string }) => {
    if (change.country) setCountry(change.country);
    if (change.phoneColumn) setPhoneColumn(change.phoneColumn);
    if (state.status === 'done' || state.status === 'error') start(state.files, { defaultCountry: change.country ?? country, phoneColumn: change.phoneColumn ?? phoneColumn });
  };
  const format = useFormat();
  const progress = state.status === 'parsing' ? state.progress : null;
  const percent = progress && progress.bytesTotal > 0 ? Math.round((progress.bytesDone / progress.bytesTotal) * 100) : 0;
  // Until the first rows are read (a large file takes a second or two to open) the line names the files, not "0 % read".
  const progressText =
    state.status !== 'parsing' ? '' : progress ? t('campaigns.audience.progress', { percent, rows: format.number(progress.rowsDone) }) : t('campaigns.audience.opening', { names: state.files.map((file) => file.name).join(', ') });
  const firstIndex = result ? result.files.findIndex((f) => !f.error) : -1;
  const firstFile = result?.files[firstIndex];
  // A file without a recognised phone column still has its columns: the picker offers them, as its error says.
  const pickFrom = firstFile ?? result?.files.find((file) => file.error === 'no_phone_column');

  return (
    <div className="grid gap-4">
      <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,20rem)_auto]">
        <CountrySelect value={country} disabled={state.status === 'parsing'} onChange={(next) => reread({ country: next })} />
        {slots ? (
          <Button type="button" variant="outline" className="mb-6 justify-self-start" onClick={() => downloadCsv(buildSampleCsv(slots), sampleFileName)}>
            <Download aria-hidden />
            {t('campaigns.audience.download_sample')}
          </Button>
        ) : null}
      </div>

      <AudienceDropZone maxFiles={maxFiles} disabled={state.status === 'parsing'} onFiles={pick} />

      {state.status === 'parsing' ? (
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-label={t('campaigns.audience.reading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress ? percent : undefined}
            aria-valuetext={progressText}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{progressText}</span>
            <Button type="button" variant="ghost" size="sm" onClick={cancel}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      ) : null}

      {state.status === 'error' ? <Alert variant="destructive">{t(`campaigns.audience.error_${state.error}`, { max: maxFiles })}</Alert> : null}

      {result ? (
        <div className="grid gap-4">
          <AudienceFileErrors result={result} />
          {pickFrom ? (
            <FormField label={t('campaigns.audience.phone_column')} className="max-w-80">
              <NativeSelect value={pickFrom.phoneColumn ?? ''} onChange={(event) => reread({ phoneColumn: event.target.value })}>
                {pickFrom.phoneColumn === null ? (
                  <option value="" disabled>
                    {t('campaigns.audience.pick_phone_column')}
                  </option>
                ) : null}
                {pickFrom.columns.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          <AudienceCounts result={result} />
          <AudiencePreviewTable rows={result.preview.filter((row) => row.file === firstIndex)} columns={firstFile?.columns ?? []} />
          <AudienceProblems result={result} />
        </div>
      ) : null}
    </div>
  );
}
