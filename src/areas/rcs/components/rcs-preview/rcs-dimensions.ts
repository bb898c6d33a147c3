import type { RcsMedia } from '@/api/contracts/rcs-template';

/**
 * RBM's sizes in dp, drawn 1 dp = 1 CSS px (design/platform-limits.md): the phone is a common
 * 360 dp wide Android screen.
 */
export const PHONE_WIDTH_DP = 360;
export const MEDIA_HEIGHT_DP: Record<RcsMedia['height'], number> = { SHORT: 112, MEDIUM: 168, TALL: 264 };
export const CAROUSEL_CARD_WIDTH_DP = { SMALL: 120, MEDIUM: 232 } as const;
/** A standalone vertical card spans the chat less its margins and the agent's avatar column. */
export const STANDALONE_CARD_WIDTH_DP = 296;
/** A horizontal card's media column. */
export const HORIZONTAL_MEDIA_WIDTH_DP = 128;

/** `{{1}}` or `{{name}}` filled from `values`, kept as typed when no value is given. */
export function fillVariables(text: string, values: Readonly<Record<string, string>> | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}
