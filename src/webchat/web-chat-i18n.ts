import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The languages whose translation files ship, with their writing direction. The console reads
 * these from config.json; the web chat does not load the console's config for three entries.
 */
const LANGUAGES: Record<string, 'ltr' | 'rtl'> = { en: 'ltr', hi: 'ltr', ar: 'rtl' };

/** The visitor's first browser language that has a translation, else English. */
function pickLanguage(): string {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split('-')[0] ?? '';
    if (base in LANGUAGES) return base;
  }
  return 'en';
}

/**
 * The console's translation file, fetched once and then cached by the browser: the web chat's few
 * keys live beside the simulator's message keys it shares, and check-translations keeps all three
 * languages complete. The file is small next to React itself, so a separate namespace was not worth
 * a second set of files to keep in step.
 */
const jsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    fetch(`/assets/i18n/${language}.json`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`/assets/i18n/${language}.json: HTTP ${response.status}`))))
      .then((resources: Record<string, unknown>) => callback(null, resources))
      .catch((error: Error) => callback(error, false));
  },
};

export async function initWebChatI18n(): Promise<void> {
  const lng = pickLanguage();
  document.documentElement.lang = lng;
  document.documentElement.dir = LANGUAGES[lng] ?? 'ltr';
  await i18next.use(jsonBackend).use(initReactI18next).init({ lng, fallbackLng: 'en', ns: ['translation'], defaultNS: 'translation', interpolation: { escapeValue: false }, returnNull: false });
}
