const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Formats a timestamp as `dd/MM/yy hh:mm:ss a` in the browser's time zone (spec §9): a 12-hour
 * clock with AM/PM. Unreadable input is returned as sent, so a bad value shows instead of "NaN".
 * @example formatDateTime('2024-01-05T13:04:09') // '05/01/24 01:04:09 PM'
 */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const hours12 = date.getHours() % 12 || 12;
  const meridiem = date.getHours() < 12 ? 'AM' : 'PM';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)} ${pad(hours12)}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${meridiem}`;
}
