/**
 * The console's client-side encryption (spec §3, §9), shared by the browser and the server.
 * It hides values from casual inspection; real protection is TLS and the server's own checks.
 *
 * @example
 * const sealed = encryptText('s3cret', key); decryptText(sealed, key) === 's3cret';
 */
// Only the parts used are loaded: the whole crypto-js weighs 23 KB gzip on the sign-in page.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/md5.js';
import 'crypto-js/evpkdf.js';
import 'crypto-js/cipher-core.js';
import 'crypto-js/aes.js';
import 'crypto-js/sha256.js';
import 'crypto-js/hmac.js';
import 'crypto-js/pbkdf2.js';
import 'crypto-js/pad-nopadding.js';

const ID_ITERATIONS = 1000;
const ID_KEY_WORDS = 256 / 32;

/** AES with the configured passphrase (OpenSSL-compatible, random salt per call). */
export function encryptText(plain: string, key: string): string {
  return CryptoJS.AES.encrypt(plain, key).toString();
}

/**
 * crypto-js strips PKCS#7 padding without checking it, so a wrong key yields garbage that is
 * sometimes valid UTF-8 (about one try in a hundred). Checking every padding byte and the UTF-8
 * decoding makes a wrong key fail all but about once in a million.
 */
function unpadToText(padded: CryptoJS.lib.WordArray): string {
  const bytes = padded.sigBytes;
  const byteAt = (index: number) => (padded.words[index >>> 2]! >>> (24 - (index % 4) * 8)) & 0xff;
  const count = bytes > 0 ? byteAt(bytes - 1) : 0;
  if (count < 1 || count > 16 || count > bytes) throw new Error('decrypt_failed');
  for (let index = bytes - count; index < bytes; index += 1) {
    if (byteAt(index) !== count) throw new Error('decrypt_failed');
  }
  padded.sigBytes = bytes - count;
  try {
    return padded.toString(CryptoJS.enc.Utf8);
  } catch {
    throw new Error('decrypt_failed');
  }
}

/** Reverses {@link encryptText}; throws when the text was not sealed with this key. */
export function decryptText(sealed: string, key: string): string {
  if (!sealed) return '';
  return unpadToText(CryptoJS.AES.decrypt(sealed, key, { padding: CryptoJS.pad.NoPadding }));
}

/** Account ids: PBKDF2 (1000 iterations) derives the AES key; output is salt:iv:cipher, all hex/base64. */
export function encryptId(id: string | number, key: string): string {
  const salt = CryptoJS.lib.WordArray.random(16);
  const iv = CryptoJS.lib.WordArray.random(16);
  const derived = CryptoJS.PBKDF2(key, salt, { keySize: ID_KEY_WORDS, iterations: ID_ITERATIONS, hasher: CryptoJS.algo.SHA256 });
  const cipher = CryptoJS.AES.encrypt(String(id), derived, { iv, mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });
  return `${salt.toString()}:${iv.toString()}:${cipher.toString()}`;
}

/** Reverses {@link encryptId}; throws on a malformed or foreign value. */
export function decryptId(sealed: string, key: string): string {
  const [saltHex, ivHex, body] = sealed.split(':');
  if (!saltHex || !ivHex || !body) throw new Error('decrypt_failed');
  const derived = CryptoJS.PBKDF2(key, CryptoJS.enc.Hex.parse(saltHex), { keySize: ID_KEY_WORDS, iterations: ID_ITERATIONS, hasher: CryptoJS.algo.SHA256 });
  const plain = unpadToText(CryptoJS.AES.decrypt(body, derived, { iv: CryptoJS.enc.Hex.parse(ivHex), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.NoPadding }));
  if (!plain) throw new Error('decrypt_failed');
  return plain;
}
