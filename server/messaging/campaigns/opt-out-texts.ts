import { templateLanguages } from '@/api/rules/template-languages';

/**
 * Replies that opt a contact out of marketing (messaging.md "Opt-out"), matched on the whole reply
 * or button payload: the "Stop promotions" button of every language of spec §3's promotional opt-out
 * texts (the template form's data, `templateLanguages`), and STOP-like keywords people type.
 */
export const OPT_OUT_KEYWORDS: readonly string[] = ['stop', 'unsubscribe', 'opt out', 'optout', 'توقف', 'रोकें', 'parar', 'arrêter', 'stopp', 'berhenti'];

/** Replies that opt a contact in (OPT_IN_USERS) and lift an earlier opt-out. */
export const OPT_IN_TEXTS: readonly string[] = ['start', 'subscribe', 'opt in', 'optin', 'yes, subscribe'];

/**
 * Case-, space- and accent-insensitive: "ARRETER LES PROMOTIONS" is the French button. Only the Latin,
 * Greek and Cyrillic accents (U+0300–U+036F) go, and Turkish dotless ı is i (its capital is I); the vowel
 * signs of Indic and Arabic scripts are letters there and stay.
 */
const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .trim()
    .replace(/\s+/g, ' ');
const optOuts = new Set([...templateLanguages.map((language) => language.buttonText), ...OPT_OUT_KEYWORDS].map(normalise));
const optIns = new Set(OPT_IN_TEXTS.map(normalise));

export const isOptOut = (reply: string) => optOuts.has(normalise(reply));
export const isOptIn = (reply: string) => optIns.has(normalise(reply));
