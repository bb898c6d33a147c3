/**
 * Channel limits the flow validator enforces, in one place so a provider can change them
 * (shared/design/platform-limits.md, RCS Business Messaging).
 */
export const RCS_LIMITS = {
  textMaxChars: 3072,
  cardTitleMaxChars: 200,
  cardDescriptionMaxChars: 2000,
  suggestionLabelMaxChars: 25,
  suggestionPostbackMaxChars: 2048,
  suggestionsPerCard: 4,
  suggestionsPerMessage: 11,
  carouselMinCards: 2,
  carouselMaxCards: 10,
} as const;

/** Card widths with the media heights they may not carry (SMALL cards cannot hold TALL media). */
export const FORBIDDEN_MEDIA_HEIGHT_BY_WIDTH: Readonly<Record<string, readonly string[]>> = {
  SMALL: ['TALL'],
  MEDIUM: [],
};
