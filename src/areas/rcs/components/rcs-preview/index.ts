export { RcsPreview, type RcsPreviewProps } from './rcs-preview';
export { CAROUSEL_CARD_WIDTH_DP, MEDIA_HEIGHT_DP, PHONE_WIDTH_DP, STANDALONE_CARD_WIDTH_DP } from './rcs-dimensions';
