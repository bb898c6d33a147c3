/**
 * A server timestamp as the reader's local date and time, in the UI language; the raw text when
 * it is not a date (never "Invalid Date" on screen).
 */
export function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
