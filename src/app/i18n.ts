import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { AppConfig } from '@/api/contracts/config';

/** The chosen language outlives the session, so it lives in localStorage, not in the session module. */
const LANGUAGE_KEY = 'console.language';

function applyDirection(config: AppConfig, code: string) {
  const language = config.languages.find((l) => l.code === code);
  document.documentElement.lang = code;
  document.documentElement.dir = language?.dir ?? 'ltr';
}

/** Loads `assets/i18n/{lang}.json` and the two message-label files (spec §7 start-up files). */
export async function initI18n(config: AppConfig): Promise<void> {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  const lng = saved && config.languages.some((l) => l.code === saved) ? saved : config.defaultLanguage;
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: config.defaultLanguage,
      ns: ['translation', 'labels', 'messages'],
      defaultNS: 'translation',
      backend: {
        loadPath: (_lngs: string[], namespaces: string[]) =>
          namespaces[0] === 'translation' ? 'assets/i18n/{{lng}}.json' : 'message-labels/{{ns}}.json',
      },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDirection(config, lng);
  i18next.on('languageChanged', (code) => {
    localStorage.setItem(LANGUAGE_KEY, code);
    applyDirection(config, code);
  });
}
