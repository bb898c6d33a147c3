import type { Locale } from 'date-fns/locale';
import { ar } from 'date-fns/locale/ar';
import { enGB } from 'date-fns/locale/en-GB';
import { hi } from 'date-fns/locale/hi';

export interface ConsoleLocale {
  /** For Intl's number formats. Arabic asks for Latin digits: phone numbers, ids and uploaded files are Latin, and a count beside them in other digits reads as another number. */
  intl: string;
  /** For date-fns' month and AM/PM names. English is the British one: day before month, as the spec's dd/MM/yy. */
  dates: Locale;
  /** Between date and time: Arabic writes its own comma. */
  comma: string;
}

const LOCALES: Record<string, ConsoleLocale> = {
  en: { intl: 'en', dates: enGB, comma: ',' },
  ar: { intl: 'ar-u-nu-latn', dates: ar, comma: '،' },
  hi: { intl: 'hi', dates: hi, comma: ',' },
};

/** The formats of an i18next language; a regional code (`en-US`) or an unknown one falls back to its base, then to English. */
export function consoleLocale(language: string): ConsoleLocale {
  return LOCALES[language] ?? LOCALES[language.split('-')[0] ?? ''] ?? LOCALES.en!;
}
