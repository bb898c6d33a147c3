import { useSyncExternalStore } from 'react';

/** Calls made outside react-query (sign-in, logout, file uploads) still show the global spinner through this counter. */
let pending = 0;
const listeners = new Set<() => void>();

function setPending(next: number) {
  pending = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Counts `promise` as an in-flight request until it settles and returns it unchanged.
 * @example const user = await trackRequest(client.post('login', body));
 */
export function trackRequest<T>(promise: Promise<T>): Promise<T> {
  setPending(pending + 1);
  const settle = () => setPending(pending - 1);
  // The derived promise only counts; the caller still sees the original's value or rejection.
  promise.then(settle, settle);
  return promise;
}

/** How many tracked requests are in flight. */
export function useTrackedRequestCount(): number {
  return useSyncExternalStore(subscribe, () => pending, () => 0);
}
