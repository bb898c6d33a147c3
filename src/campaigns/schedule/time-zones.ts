import { zoneOffset } from './zoned-time';

export interface TimeZoneOption {
  zone: string;
  /** `UTC+05:30 Asia/Kolkata`, as of now. */
  label: string;
  offset: number;
}

function offsetLabel(offset: number): string {
  const sign = offset < 0 ? '−' : '+';
  const minutes = Math.abs(offset) / 60_000;
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Every IANA zone the browser knows, west to east by their offset at `now`; `extra` zones (the account's) always included. */
export function timeZoneOptions(now: number, extra: readonly string[] = []): TimeZoneOption[] {
  const zones = new Set([...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []), 'UTC', ...extra]);
  return [...zones]
    .map((zone) => {
      const offset = zoneOffset(now, zone);
      return { zone, offset, label: `${offsetLabel(offset)} ${zone.replaceAll('_', ' ')}` };
    })
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone));
}
