import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { useConfig } from '@/api/react';

/** Radix menus and dialogs follow the language's writing direction (Arabic mirrors the whole console). */
export function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = useConfig().languages.find((l) => l.code === i18n.language)?.dir ?? 'ltr';
  return <Direction.Provider dir={dir}>{children}</Direction.Provider>;
}
