import { useTranslation } from 'react-i18next';
import type { AudienceResult } from '@/campaigns';
import type { FlaggedRow, ScrubOutcome } from '../scrub/scrub-list';
import { useFormat } from '@/ui/format';

function FlaggedList({ title, rows, count }: { title: string; rows: FlaggedRow[]; count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-medium">{title}</h3>
      <ul className="grid max-h-48 gap-1 overflow-y-auto text-sm">
        {rows.map((row) => (
          <li key={`${row.file}-${row.row}`}>
            {t('waTrack.scrub.row', { row: row.row })} <span dir="ltr">{row.phone}</span>
          </li>
        ))}
      </ul>
      {count > rows.length ? <p className="text-xs text-muted-foreground">{t('waTrack.scrub.more', { n: count - rows.length })}</p> : null}
    </section>
  );
}

/** The scrub's counts (invalid and duplicate rows from reading the file, the rest from the server) and the numbers left out. */
export function ScrubReport({ parsed, outcome }: { parsed: AudienceResult; outcome: ScrubOutcome }) {
  const { t } = useTranslation();
  const format = useFormat();
  const clean = outcome.checked - outcome.excluded.size;
  const figures: [string, number][] = [
    ['total', parsed.counts.total],
    ['invalid', parsed.counts.invalid],
    ['duplicate', parsed.counts.duplicate],
    ['opted_out', outcome.optedOutCount],
    ['not_on_whatsapp', outcome.notOnWhatsappCount],
    ['clean', clean],
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-live="polite">
        {figures.map(([key, value]) => (
          <div key={key} className="rounded-md border p-3">
            <dt className="text-xs text-muted-foreground">{t(`waTrack.scrub.counts.${key}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums">{format.number(value)}</dd>
          </div>
        ))}
      </dl>
      {outcome.unknownCount > 0 ? <p className="text-sm text-muted-foreground">{t('waTrack.scrub.unknown', { n: outcome.unknownCount })}</p> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <FlaggedList title={t('waTrack.scrub.counts.opted_out')} rows={outcome.optedOut} count={outcome.optedOutCount} />
        <FlaggedList title={t('waTrack.scrub.counts.not_on_whatsapp')} rows={outcome.notOnWhatsapp} count={outcome.notOnWhatsappCount} />
      </div>
    </div>
  );
}
