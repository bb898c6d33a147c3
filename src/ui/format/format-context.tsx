import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, createFormatter, type Formatter } from './formatter';

/** Null until the account's zone is known: the reader's own zone is the honest default (and the one tests see). */
const AccountTimeZone = createContext<string | null>(null);

export function AccountTimeZoneProvider({ timeZone, children }: { timeZone: string | null; children: ReactNode }) {
  return <AccountTimeZone.Provider value={timeZone}>{children}</AccountTimeZone.Provider>;
}

/** The formatter for the current language and the account's time zone. */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  const accountZone = useContext(AccountTimeZone);
  const language = i18n.language;
  return useMemo(() => {
    const reader = browserTimeZone();
    return createFormatter({ language, timeZone: accountZone ?? reader, browserTimeZone: reader });
  }, [language, accountZone]);
}
