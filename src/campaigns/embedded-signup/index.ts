// Embedded sign-up (spec §4): the home cards and the WhatsApp area's register page both start it.
export { useEmbeddedSignup } from './use-embedded-signup';
export { WabaDataDialog } from './waba-data-dialog';
export { useSmartMessagingFeatures } from './use-smart-messaging-features';
