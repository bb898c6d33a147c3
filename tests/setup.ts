import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCrypto } from '@/api/crypto/on-demand';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The console loads crypto-js on demand; tests seal and open session values synchronously.
await loadCrypto();
