/** The console's one session store, opened at start-up once the config (and so the crypto key) is loaded. */
import { createMemoryStorage } from './memory-storage';
import { createSessionStore, type SessionStore } from './store';

let current: SessionStore | null = null;

/** Opens the app-wide store on the browser's session storage (or memory where there is none). */
export function openSession(cryptoKey: string, storage: Storage = globalThis.sessionStorage ?? createMemoryStorage()): SessionStore {
  current = createSessionStore({ storage, cryptoKey });
  return current;
}

/** The store opened by {@link openSession}; throws if start-up has not opened it yet. */
export function currentSession(): SessionStore {
  if (!current) throw new Error('session_not_open: call openSession(config.cryptoKey) at start-up');
  return current;
}
