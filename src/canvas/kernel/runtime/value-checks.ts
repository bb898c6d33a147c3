/**
 * Format checks and parsers shared by the steps (CONDITION, FORM, ARITHMETIC, uploads). Condition
 * patterns come from spec §5 (`CONDITION_PATTERNS`); the India phone rule is this runtime's.
 */
import { CONDITION_PATTERNS } from '../validation/formats';
import type { JsonValue } from './session-types';

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number from a number or a numeric text (optional minus, optional fraction); null otherwise.
 * @example parseNumber(' 12.5 ') // 12.5
 */
export function parseNumber(value: JsonValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value.trim())) return null;
  return Number(value.trim());
}

/** Whole numbers: digits with an optional minus (arithmetic results may be negative). */
export function parseWholeNumber(value: string): number | null {
  return /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** §5 decimal (digits, optional fraction of 1 to 20 digits), with an optional minus. */
export function parseDecimal(value: string): number | null {
  const text = value.trim();
  return CONDITION_PATTERNS.decimal.test(text.replace(/^-/, '')) ? Number(text) : null;
}

/** Removes floating-point noise (0.1 + 0.2 → 0.3) so results read as people expect. */
export function tidyNumber(value: number): number {
  return Number(value.toPrecision(15));
}

export const isEmail = (text: string): boolean => CONDITION_PATTERNS.email.test(text.trim());
export const isConditionUrl = (text: string): boolean => CONDITION_PATTERNS.url.test(text.trim());
export const isLettersAndSpaces = (text: string): boolean => CONDITION_PATTERNS.text.test(text);

/**
 * India mobile number: 10 digits starting with 6 to 9, optionally prefixed by +91, 91 or 0;
 * spaces and hyphens between digits are ignored.
 * @example isIndiaPhone('+91 98765-43210') // true
 */
export function isIndiaPhone(text: string): boolean {
  return /^(?:\+91|91|0)?[6-9]\d{9}$/.test(text.trim().replace(/[\s-]/g, ''));
}

/** Any phone number: 6 to 15 digits with an optional leading +, ignoring spaces, hyphens, brackets. */
export function isTelephone(text: string): boolean {
  return /^\+?\d{6,15}$/.test(text.trim().replace(/[\s\-()]/g, ''));
}

/** A person's name: letters (any script), spaces, dots, apostrophes and hyphens, starting with a letter. */
export function isFullName(text: string): boolean {
  return /^\p{L}[\p{L}\p{M} .'-]{0,99}$/u.test(text.trim());
}

/**
 * Days since 1970-01-01 of a real calendar date written YYYY-MM-DD; null otherwise.
 * @example parseIsoDate('2025-02-30') // null
 */
export function parseIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime() / 86_400_000;
}

/**
 * Seconds since midnight of a 24-hour time `H:MM` or `HH:MM[:SS]`; null otherwise.
 * @example parseTimeOfDay('9:30') // 34200
 */
export function parseTimeOfDay(text: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/**
 * A date typed as YYYY-MM-DD, DD/MM/YYYY or DD-MM-YYYY, as YYYY-MM-DD; null when not a real date.
 * @example normaliseDate('31/01/2025') // '2025-01-31'
 */
export function normaliseDate(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(trimmed);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}` : trimmed;
  return parseIsoDate(iso) === null ? null : iso;
}

/**
 * A 24-hour time as HH:MM; null when not a time.
 * @example normaliseTime('9:05') // '09:05'
 */
export function normaliseTime(text: string): string | null {
  const seconds = parseTimeOfDay(text);
  if (seconds === null || seconds % 60 !== 0) return null;
  return `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String((seconds / 60) % 60).padStart(2, '0')}`;
}

/** File extensions each kind of file is recognised by, lower case. */
export const FILE_EXTENSIONS = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'heic', 'svg'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'odt', 'ods', 'rtf'],
  audio: ['mp3', 'wav', 'aac', 'ogg', 'oga', 'm4a', 'amr', 'flac', 'opus'],
  video: ['mp4', 'mov', '3gp', 'mkv', 'webm', 'avi', 'm4v'],
} as const;

export type FileFamily = keyof typeof FILE_EXTENSIONS;

/**
 * The file name a variable holds: an uploaded file's `name` (else its `url`), or the text itself.
 * @example fileNameOf({ name: 'id.PDF', url: 'https://…' }) // 'id.PDF'
 */
export function fileNameOf(value: JsonValue | undefined): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const named = value.name ?? value.url;
    return typeof named === 'string' ? named : '';
  }
  return '';
}

/**
 * Lower-case extension of a file name or URL (query and fragment ignored); '' when none.
 * @example fileExtension('https://cdn.x/a/photo.JPG?size=2') // 'jpg'
 */
export function fileExtension(name: string): string {
  const path = name.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}

/**
 * Which family a file belongs to, by MIME type first, then by extension; null when none.
 * @example fileFamily({ name: 'scan.pdf', mimeType: 'application/pdf' }) // 'document'
 */
export function fileFamily(file: { name: string; mimeType: string }): FileFamily | null {
  const mime = file.mimeType.toLowerCase();
  for (const family of ['image', 'audio', 'video'] as const) if (mime.startsWith(`${family}/`)) return family;
  const extension = fileExtension(file.name);
  const families = Object.keys(FILE_EXTENSIONS) as FileFamily[];
  return families.find((family) => (FILE_EXTENSIONS[family] as readonly string[]).includes(extension)) ?? null;
}
