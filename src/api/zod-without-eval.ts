import { config } from 'zod/mini';

/**
 * Tells zod not to compile parsers with `new Function`. The server's Content-Security-Policy allows
 * no eval (docs/decisions.md, "Security headers"); zod would otherwise probe `Function('')` on its
 * first parse, which the browser blocks and reports as a violation. Call before anything parses.
 */
export function parseWithoutEval(): void {
  config({ jitless: true });
}
