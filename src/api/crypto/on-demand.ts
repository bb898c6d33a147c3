/**
 * crypto-js loads on demand: a signed-out visitor's sign-in page needs it only once the form is
 * sent. Code that seals or opens values awaits `loadCrypto()` first; start-up does so when a
 * stored session exists.
 */
import type * as CryptoFunctions from './index';

type CryptoModule = typeof CryptoFunctions;

let loaded: CryptoModule | null = null;

export async function loadCrypto(): Promise<CryptoModule> {
  loaded ??= await import('./index');
  return loaded;
}

/** The loaded module; throws (a programming error) when `loadCrypto()` was not awaited first. */
export function loadedCrypto(): CryptoModule {
  if (!loaded) throw new Error('CRYPTO001: await loadCrypto() before sealing or opening values');
  return loaded;
}
