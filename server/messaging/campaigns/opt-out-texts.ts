/**
 * Replies that opt a contact out of marketing (messaging.md "Opt-out"), matched on the whole reply
 * or button payload, case- and space-insensitive: STOP-like keywords and the "Stop promotions"
 * button of marketing templates in the languages the console's users send most. The spec's table of
 * about 70 languages (button_text per language) belongs here when it is added as data.
 */
export const OPT_OUT_TEXTS: Readonly<Record<string, readonly string[]>> = {
  en: ['stop', 'stop promotions', 'unsubscribe', 'opt out', 'optout'],
  ar: ['توقف', 'إيقاف العروض الترويجية'],
  hi: ['रोकें', 'प्रचार बंद करें'],
  es: ['parar', 'detener promociones'],
  pt_BR: ['parar', 'parar promoções'],
  fr: ['arrêter', 'arrêter les promotions'],
  de: ['stopp', 'werbung stoppen'],
  id: ['berhenti', 'hentikan promosi'],
};

/** Replies that opt a contact in (OPT_IN_USERS) and lift an earlier opt-out. */
export const OPT_IN_TEXTS: readonly string[] = ['start', 'subscribe', 'opt in', 'optin', 'yes, subscribe'];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const optOuts = new Set(Object.values(OPT_OUT_TEXTS).flat().map(normalise));
const optIns = new Set(OPT_IN_TEXTS.map(normalise));

export const isOptOut = (reply: string) => optOuts.has(normalise(reply));
export const isOptIn = (reply: string) => optIns.has(normalise(reply));
