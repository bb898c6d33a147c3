import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { loadCrypto } from '@/api/crypto/on-demand';

// CI runs every test file on two busy cores: a render that takes 1.5 s there is slow, not wrong.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// Files of a worker share one jsdom window (`isolate: false`). jsdom starts its animation-frame clock with the
// setInterval in place when a frame is first asked for: a file that fakes setInterval but not requestAnimationFrame
// leaves every later file of its worker without frames, and one of them fails far from the cause. Name the file
// that did it instead.
const FRAME_WAIT_MS = 5_000;
const framesStoppedIn = Symbol.for('console-tests.frames-stopped-in');
type FrameWatch = typeof globalThis & { [framesStoppedIn]?: string };
afterAll(async () => {
  if (typeof requestAnimationFrame !== 'function') return;
  if (vi.isFakeTimers()) throw new Error('This file left fake timers on: call vi.useRealTimers() after the tests that fake them.');
  const watch = globalThis as FrameWatch;
  if (watch[framesStoppedIn]) throw new Error(`Animation frames stopped earlier in this worker, in ${watch[framesStoppedIn]}.`);
  const came = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (came) return;
  watch[framesStoppedIn] = expect.getState().testPath ?? 'an unnamed file';
  throw new Error('Animation frames stopped in this file: fake requestAnimationFrame and cancelAnimationFrame along with setInterval.');
});

// The console loads crypto-js on demand; tests seal and open session values synchronously.
await loadCrypto();

// jsdom's Blob has no arrayBuffer() (browsers' and workers' have): read through FileReader as older browsers did.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

// jsdom lacks the pointer-capture, scrolling and resize-observing calls Radix, recharts and sonner make.
if (typeof Element !== 'undefined') {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
