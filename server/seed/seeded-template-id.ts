/**
 * A demo template's provider id shaped like Meta's: 16 digits ('1', the WABA id's last 12 digits, a
 * 3-digit serial), below Number.MAX_SAFE_INTEGER, so a webhook carrying it as a JSON number (as Meta
 * sends `message_template_id`) names it exactly. seed-price-list.ts and migration 031 build the same
 * form in SQL.
 */
export const seededTemplateId = (wabaId: string, serial: number): string => `1${wabaId.slice(-12).padStart(12, '0')}${String(serial).padStart(3, '0')}`;
