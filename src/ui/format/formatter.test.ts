import { describe, expect, test } from 'vitest';
import { createFormatter, type DateFormat } from './formatter';

// 13:37:05 UTC is 7:07:05 PM in Kolkata: every zoned format must show the account's clock, not UTC's.
const AT = '2026-11-28T13:37:05Z';
const kolkata = (language: string) => createFormatter({ language, timeZone: 'Asia/Kolkata', browserTimeZone: 'UTC' });

const dates: [DateFormat, string, string, string][] = [
  ['dateTime', '28 Nov 2026, 7:07 PM (GMT+5:30)', '28 نوفمبر 2026، 7:07 م (GMT+5:30)', '28 नव 2026, 7:07 अपराह्न (GMT+5:30)'],
  ['dateTimeSeconds', '28 Nov 2026, 7:07:05 PM (GMT+5:30)', '28 نوفمبر 2026، 7:07:05 م (GMT+5:30)', '28 नव 2026, 7:07:05 अपराह्न (GMT+5:30)'],
  ['date', '28 Nov 2026', '28 نوفمبر 2026', '28 नव 2026'],
  ['time', '7:07:05 PM (GMT+5:30)', '7:07:05 م (GMT+5:30)', '7:07:05 अपराह्न (GMT+5:30)'],
  ['timeOfDay', '7:07 PM (GMT+5:30)', '7:07 م (GMT+5:30)', '7:07 अपराह्न (GMT+5:30)'],
  ['dayMonth', '28 Nov', '28 نوفمبر', '28 नव'],
  ['dayMonthTime', '28 Nov, 7:07 PM (GMT+5:30)', '28 نوفمبر، 7:07 م (GMT+5:30)', '28 नव, 7:07 अपराह्न (GMT+5:30)'],
  ['userList', '28/11/26 07:07:05 PM (GMT+5:30)', '28/11/26 07:07:05 م (GMT+5:30)', '28/11/26 07:07:05 अपराह्न (GMT+5:30)'],
];

describe('dates in the account zone', () => {
  test.each(dates)('%s in en, ar, hi', (format, en, ar, hi) => {
    expect([kolkata('en').date(AT, format), kolkata('ar').date(AT, format), kolkata('hi').date(AT, format)]).toEqual([en, ar, hi]);
  });

  test('the user list writes midnight as 12 AM and noon as 12 PM', () => {
    const format = createFormatter({ language: 'en', timeZone: 'UTC', browserTimeZone: 'UTC' });
    expect([format.date('2031-12-31T00:00:00Z', 'userList'), format.date('2031-12-31T12:30:59Z', 'userList')]).toEqual(['31/12/31 12:00:00 AM', '31/12/31 12:30:59 PM']);
  });

  test('the zone is not named when the reader is in it', () => {
    expect(createFormatter({ language: 'en', timeZone: 'Asia/Kolkata', browserTimeZone: 'Asia/Kolkata' }).date(AT)).toBe('28 Nov 2026, 7:07 PM');
  });

  test('the day is the account zone\'s day', () => {
    expect(createFormatter({ language: 'en', timeZone: 'Pacific/Kiritimati', browserTimeZone: 'UTC' }).date('2026-11-28T13:37:05Z', 'date')).toBe('29 Nov 2026');
  });

  test.each([
    ['en', '8 Mar 2026, 1:59:59 AM (GMT-5)', '8 Mar 2026, 3:00:00 AM (GMT-4)'],
    ['ar', '8 مارس 2026، 1:59:59 ص (GMT-5)', '8 مارس 2026، 3:00:00 ص (GMT-4)'],
    ['hi', '8 मार्च 2026, 1:59:59 पूर्वाह्न (GMT-5)', '8 मार्च 2026, 3:00:00 पूर्वाह्न (GMT-4)'],
  ])('New York springs forward a second later (%s)', (language, before, after) => {
    const format = createFormatter({ language, timeZone: 'America/New_York', browserTimeZone: 'UTC' });
    expect([format.date('2026-03-08T06:59:59Z', 'dateTimeSeconds'), format.date('2026-03-08T07:00:00Z', 'dateTimeSeconds')]).toEqual([before, after]);
  });

  test.each([
    ['en', '28 Nov 2026, 5:37 PM (Asia/Dubai)', '28 Nov 2026', 'Mon', 'Sunday', '2 days 5 hours'],
    ['ar', '28 نوفمبر 2026، 5:37 م (Asia/Dubai)', '28 نوفمبر 2026', 'اثنين', 'الأحد', 'يومان و5 ساعات'],
    ['hi', '28 नव 2026, 5:37 अपराह्न (Asia/Dubai)', '28 नव 2026', 'सोम', 'रविवार', '2 दिन 5 घंटे'],
  ])('%s: a schedule in its own zone, a calendar day, weekdays, a duration', (language, schedule, day, monday, sunday, duration) => {
    const format = kolkata(language);
    expect([format.dateIn(AT, 'Asia/Dubai'), format.day('2026-11-28'), format.weekday(0, 'short'), format.weekday(6, 'long'), format.duration(2 * 86_400 + 5 * 3600 - 30)]).toEqual([schedule, day, monday, sunday, duration]);
  });

  test('a duration shows its two largest units, rounded up to at least a minute', () => {
    const format = kolkata('en');
    expect([20, 12_500, 2 * 86_400 + 12.5, 86_400 + 3 * 3600 + 60].map((seconds) => format.duration(seconds))).toEqual(['1 minute', '3 hours 29 minutes', '2 days', '1 day 3 hours']);
  });

  test('a calendar day is that day in every zone', () => {
    expect(createFormatter({ language: 'en', timeZone: 'America/New_York', browserTimeZone: 'UTC' }).day('2026-11-28', 'dayMonth')).toBe('28 Nov');
  });

  test.each([null, undefined, '', 'not a date'])('%j gives an empty cell', (value) => {
    expect(kolkata('en').date(value)).toBe('');
  });
});

describe('numbers', () => {
  test.each([
    ['en', '1,234,567', '98.6%', '₹0.0123', '$1,234.50'],
    ['ar', '1,234,567', '98.6\u200e%\u200e', '\u200f0.0123\u00a0₹', '\u200f1,234.50\u00a0US$'],
    ['hi', '12,34,567', '98.6%', '₹0.0123', '$1,234.50'],
  ])('%s: count, percent, money', (language, count, percent, rate, total) => {
    const format = kolkata(language);
    expect([format.number(1234567), format.percent(0.98625), format.money(0.0123, 'INR'), format.money(1234.5, 'USD')]).toEqual([count, percent, rate, total]);
  });

  test.each([
    ['en', ['512 bytes', '1.5 kB', '3 MB']],
    ['hi', ['512 बाइट', '1.5 kB', '3 MB']],
  ])('%s: file sizes step by 1,024', (language, sizes) => {
    const format = kolkata(language);
    expect([format.fileSize(512), format.fileSize(1536), format.fileSize(3 * 1024 * 1024)]).toEqual(sizes);
  });

  test('a regional or unknown language falls back to its base, then English', () => {
    expect([kolkata('hi-IN').number(1234567), kolkata('fr').number(1234567)]).toEqual(['12,34,567', '1,234,567']);
  });
});
