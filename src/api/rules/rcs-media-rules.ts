/**
 * RBM media a card may carry (design/platform-limits.md): JPEG, GIF, PNG; H.263, M4V, MP4, MPEG,
 * WebM; PDF (India only). Sizes as the large providers publish them: images 2 MB, video 10 MB,
 * 5 MB inside a carousel.
 */
export const RCS_MEDIA_TYPES = {
  image: ['image/jpeg', 'image/gif', 'image/png'],
  video: ['video/h263', 'video/3gpp', 'video/x-m4v', 'video/mp4', 'video/mpeg', 'video/webm'],
  document: ['application/pdf'],
} as const;

const MB = 1024 * 1024;
export const RCS_MEDIA_MAX_BYTES = { image: 2 * MB, video: 10 * MB, carouselVideo: 5 * MB, document: 2 * MB } as const;

export type MediaFileProblem = { rule: 'media-type' } | { rule: 'media-size'; maxMb: number } | { rule: 'media-empty' };

/** Why a picked file cannot be a card's media, or null when it can. */
export function checkMediaFile(file: { type: string; size: number }, inCarousel: boolean): MediaFileProblem | null {
  const kind = (Object.keys(RCS_MEDIA_TYPES) as (keyof typeof RCS_MEDIA_TYPES)[]).find((key) => (RCS_MEDIA_TYPES[key] as readonly string[]).includes(file.type));
  if (!kind) return { rule: 'media-type' };
  if (file.size === 0) return { rule: 'media-empty' };
  const max = kind === 'video' && inCarousel ? RCS_MEDIA_MAX_BYTES.carouselVideo : RCS_MEDIA_MAX_BYTES[kind];
  return file.size > max ? { rule: 'media-size', maxMb: max / MB } : null;
}

export const MEDIA_ACCEPT = Object.values(RCS_MEDIA_TYPES).flat().join(',');
