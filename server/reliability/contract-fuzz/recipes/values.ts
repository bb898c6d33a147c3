import fc from 'fast-check';
import { cutText } from '../arbitrary-of';
import type { FuzzWorld } from '../fuzz-world';

/**
 * Text in any script that no earlier request used: names unique per account would otherwise
 * repeat across runs of the same seed and answer 409 every time after the first.
 */
export const uniqueText = (world: FuzzWorld, max = 100) =>
  fc.string({ unit: 'grapheme', minLength: 0, maxLength: 12 }).map((text) => cutText(`${world.unique('n')} ${text}`, max).trim());

/** A 1×1 PNG in base64: a file every media upload of the console takes. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
