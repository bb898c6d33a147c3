/** React bindings: components re-render when the session changes, and read it only through the store. */
import { useSyncExternalStore } from 'react';
import type { AccessContext } from '@/shell/access/types';
import { readAccessContext } from './access-context';
import { currentSession } from './current';
import type { SessionKey, SessionValues } from './keys';
import type { SessionStore } from './store';

/**
 * useSyncExternalStore needs the same object back until the store changes, and reads decrypt;
 * so each read is kept per store and name until the store's version moves.
 */
const snapshots = new WeakMap<SessionStore, Map<string, { version: number; value: unknown }>>();

function snapshot<T>(store: SessionStore, name: string, read: () => T): T {
  const byName = snapshots.get(store) ?? new Map<string, { version: number; value: unknown }>();
  snapshots.set(store, byName);
  const kept = byName.get(name);
  if (kept?.version === store.version()) return kept.value as T;
  const value = read();
  byName.set(name, { version: store.version(), value });
  return value;
}

export function useSessionValue<K extends SessionKey>(key: K, store: SessionStore = currentSession()): SessionValues[K] | null {
  const read = () => snapshot(store, `key:${key}`, () => store.read(key));
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useAccessContext(store: SessionStore = currentSession()): AccessContext {
  const read = () => snapshot(store, 'access', () => readAccessContext(store));
  return useSyncExternalStore(store.subscribe, read, read);
}
