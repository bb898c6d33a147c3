import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudienceTimeZone } from '@/api/contracts/campaigns';
import { useFormat } from '@/ui/format';

/** Zones listed by name; the rest are counted in one line. */
const LISTED = 6;

/** The time zones the audience spans, most recipients first: the send window is kept in each one's local time. */
export function AudienceTimeZones({ zones }: { zones: readonly AudienceTimeZone[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const format = useFormat();
  const listed = zones.slice(0, LISTED);
  const rest = zones.slice(LISTED);
  return (
    <section aria-labelledby={titleId} className="grid gap-1 text-sm">
      <h4 id={titleId} className="font-semibold">
        {t('campaigns.review.time_zones', { count: zones.length })}
      </h4>
      <p className="text-muted-foreground">{t('campaigns.review.time_zones_hint')}</p>
      <ul className="grid gap-0.5">
        {listed.map(({ zone, recipients }) => (
          <li key={zone ?? ''} className="flex flex-wrap gap-x-2">
            <span dir="auto">{zone ? format.zoneName(zone) : t('campaigns.review.zone_unknown')}</span>
            <span className="tabular-nums text-muted-foreground">{t('campaigns.review.zone_recipients', { count: recipients, n: format.number(recipients) })}</span>
          </li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <p className="text-muted-foreground">
          {t('campaigns.review.more_zones', { count: rest.length, recipients: format.number(rest.reduce((sum, zone) => sum + zone.recipients, 0)) })}
        </p>
      ) : null}
    </section>
  );
}
