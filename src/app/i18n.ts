import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AppConfig } from '@/api/contracts/config';

/** The chosen language outlives the session, so it lives in localStorage, not in the session module. */
const LANGUAGE_KEY = 'console.language';

function applyDirection(config: AppConfig, code: string) {
  const language = config.languages.find((l) => l.code === code);
  document.documentElement.lang = code;
  document.documentElement.dir = language?.dir ?? 'ltr';
}

/** Fetches a translation file; a few lines instead of an HTTP backend package on the sign-in page's budget. */
const jsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const url = namespace === 'translation' ? `assets/i18n/${language}.json` : `message-labels/${namespace}.json`;
    fetch(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${url}: HTTP ${response.status}`))))
      .then((resources: Record<string, unknown>) => callback(null, resources))
      .catch((error: Error) => callback(error, false));
  },
};

/** Loads `assets/i18n/{lang}.json` and the two message-label files (spec §7 start-up files). */
export async function initI18n(config: AppConfig): Promise<void> {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  const lng = saved && config.languages.some((l) => l.code === saved) ? saved : config.defaultLanguage;
  await i18next
    .use(jsonBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: config.defaultLanguage,
      ns: ['translation', 'labels', 'messages'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDirection(config, lng);
  i18next.on('languageChanged', (code) => {
    localStorage.setItem(LANGUAGE_KEY, code);
    applyDirection(config, code);
  });
}
