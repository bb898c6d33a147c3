import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../../public/assets/i18n/en.json';

/** Menu titles used by the shell tests, in case the menu section of en.json does not have them yet. */
const testMenu = {
  home: 'Home',
  user: 'User',
  whatsapp_campaign: 'WhatsApp Campaign',
  send_whatsapp: 'Send WhatsApp',
  handover_template: 'Handover Template',
  rcs_campaign: 'RCS Campaign',
  target_active_users: 'Target Active Users',
  reports_insights: 'Reports Insights',
};

/** Test-only: the real English strings, loaded synchronously, so component tests assert what a user reads. */
export function initTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...en, menu: { ...testMenu, ...en.menu } } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
