/**
 * The WhatsApp Cloud API's template limits (shared/design/platform-limits.md) in one object, so a
 * provider with other limits changes one module. The builder's counters, the template rules and the
 * server read these values; nothing else hard-codes them.
 */
export const whatsappTemplateLimits = {
  nameMaxLength: 512,
  headerTextMaxLength: 60,
  headerMaxVariables: 1,
  bodyMaxLength: 1024,
  footerMaxLength: 60,
  buttonsMax: 10,
  urlButtonsMax: 2,
  phoneButtonsMax: 1,
  copyCodeButtonsMax: 1,
  copyCodeMaxLength: 15,
  buttonLabelMaxLength: 25,
  phoneNumberMaxLength: 20,
  urlMaxLength: 2000,
  urlMaxVariables: 1,
  namedVariableMaxLength: 32,
  /** Emoji in the body, per category; AUTHENTICATION bodies are written by the platform. */
  emojiMax: { MARKETING: 10, UTILITY: 6 },
  carouselCardsMax: 10,
  carouselCardButtonsMax: 2,
  otpButtons: 1,
  /** Hosts of URL shorteners, which Meta refuses in templates. */
  urlShorteners: ['bit.ly', 'tinyurl.com', 't.co', 'goo.gl', 'ow.ly', 'is.gd', 'buff.ly', 'rebrand.ly', 'cutt.ly', 'shorturl.at', 'rb.gy', 't.ly', 'tiny.cc'],
} as const;

export type WhatsappTemplateLimits = typeof whatsappTemplateLimits;

/** Lowercase letters, digits and underscores: template names and named variables. */
export const snakeCasePattern = /^[a-z0-9_]+$/;

/** `en`, `en_US`, `pt_BR`, `es_419`: Meta's codes use an underscore and are case-sensitive. */
export const templateLanguagePattern = /^[a-z]{2,3}(_[A-Z]{2}|_\d{3})?$/;
