/**
 * The only code that touches session storage (architecture: "Session is one typed module").
 * Values are typed per key and sealed at rest per {@link sessionKeys}.
 */
import { loadedCrypto } from '@/api/crypto/on-demand';
import { sessionKeys, type KeySpec, type SessionKey, type SessionValues } from './keys';

export interface SessionStore {
  /** The stored value, or null when absent or unreadable (tampered, sealed with another key). */
  read<K extends SessionKey>(key: K): SessionValues[K] | null;
  write<K extends SessionKey>(key: K, value: SessionValues[K]): void;
  remove(...keys: SessionKey[]): void;
  /** Empties session storage entirely, as logout requires (spec §4). */
  clear(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Grows on every change, so React can tell cheaply whether to re-read. */
  version(): number;
}

export interface SessionStoreOptions {
  storage: Storage;
  cryptoKey: string;
}

export function createSessionStore({ storage, cryptoKey }: SessionStoreOptions): SessionStore {
  const listeners = new Set<() => void>();
  let changes = 0;

  const changed = () => {
    changes += 1;
    listeners.forEach((listener) => listener());
  };

  /**
   * Sealed values opened before, by sealing and stored text: the same text opens the same way, and each
   * opening derives its key anew (crypto-js), 10–100 ms of the main thread on a loaded machine. Every API
   * call reads the session's sealed values, and so does the status poll: during an upload of 200 chunks
   * they were a long task apiece (docs/performance.md "Session 29"). A handful of values; cleared past 64.
   */
  const opened = new Map<string, string | null>();
  // Sealed values exist only after a sign-in, which loads crypto-js (see on-demand.ts).
  const unseal = (key: SessionKey, raw: string): string | null => {
    const { sealing } = sessionKeys[key];
    if (sealing === 'plain') return raw;
    const known = `${sealing}:${raw}`;
    if (opened.has(known)) return opened.get(known) ?? null;
    const crypto = loadedCrypto();
    let plain: string | null;
    try {
      plain = sealing === 'text' ? crypto.decryptText(raw, cryptoKey) : crypto.decryptId(raw, cryptoKey);
    } catch {
      plain = null;
    }
    if (opened.size >= 64) opened.clear();
    opened.set(known, plain);
    return plain;
  };

  const seal = (key: SessionKey, plain: string): string => {
    const { sealing } = sessionKeys[key];
    if (sealing === 'plain') return plain;
    const crypto = loadedCrypto();
    return sealing === 'text' ? crypto.encryptText(plain, cryptoKey) : crypto.encryptId(plain, cryptoKey);
  };

  return {
    read(key) {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      const plain = unseal(key, raw);
      const spec = sessionKeys[key] as KeySpec<SessionValues[typeof key]>;
      return plain === null ? null : spec.parse(plain);
    },
    write(key, value) {
      const spec = sessionKeys[key] as KeySpec<SessionValues[typeof key]>;
      storage.setItem(key, seal(key, spec.format(value)));
      changed();
    },
    remove(...keys) {
      keys.forEach((key) => storage.removeItem(key));
      changed();
    },
    clear() {
      storage.clear();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => changes,
  };
}
