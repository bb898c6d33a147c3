/** One formatter for every date and number the console shows (issue #31). */
export { AccountTimeZoneProvider, useFormat } from './format-context';
export { browserTimeZone, createFormatter, type DateFormat, type Formatter, type FormatterOptions, type Instant } from './formatter';
