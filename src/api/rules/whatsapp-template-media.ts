import type { MediaKind } from '../contracts/whatsapp-template-api';

/**
 * What a template header's sample may be (platform-limits.md "Media"): the types Meta takes for each
 * header kind and their size caps. The builder checks a file before it uploads it; mediaUpload checks
 * the bytes again.
 */
export const templateMediaRules: Record<MediaKind, { mimeTypes: readonly string[]; maxBytes: number; accept: string }> = {
  IMAGE: { mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024, accept: '.jpg,.jpeg,.png,image/jpeg,image/png' },
  VIDEO: { mimeTypes: ['video/mp4', 'video/3gpp'], maxBytes: 16 * 1024 * 1024, accept: '.mp4,.3gp,video/mp4,video/3gpp' },
  DOCUMENT: { mimeTypes: ['application/pdf'], maxBytes: 100 * 1024 * 1024, accept: '.pdf,application/pdf' },
};

export type MediaProblem = 'media.wrong_type' | 'media.too_large' | 'media.empty';

/** The first problem of a file for a header kind, or null. */
export function checkTemplateMedia(kind: MediaKind, file: { type: string; size: number }): MediaProblem | null {
  const rule = templateMediaRules[kind];
  if (!rule.mimeTypes.includes(file.type)) return 'media.wrong_type';
  if (file.size === 0) return 'media.empty';
  if (file.size > rule.maxBytes) return 'media.too_large';
  return null;
}

/** The type the bytes themselves say, so a renamed file is caught: JPEG, PNG, PDF, MP4/3GPP (`ftyp`). */
export function sniffMediaType(bytes: Uint8Array): string | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) {
    const brand = String.fromCharCode(...bytes.slice(8, 11));
    return brand === '3gp' ? 'video/3gpp' : 'video/mp4';
  }
  return null;
}
