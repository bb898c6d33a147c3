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

const ID_ITERATIONS = 1000;
const ID_KEY_WORDS = 256 / 32;

/** AES with the configured passphrase (OpenSSL-compatible, random salt per call). */
export function encryptText(plain: string, key: string): string {
  return CryptoJS.AES.encrypt(plain, key).toString();
}

/** Reverses {@link encryptText}; throws when the text was not sealed with this key. */
export function decryptText(sealed: string, key: string): string {
  const plain = CryptoJS.AES.decrypt(sealed, key).toString(CryptoJS.enc.Utf8);
  if (!plain && sealed) throw new Error('decrypt_failed');
  return plain;
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
  const plain = CryptoJS.AES.decrypt(body, derived, { iv: CryptoJS.enc.Hex.parse(ivHex), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8);
  if (!plain) throw new Error('decrypt_failed');
  return plain;
}
