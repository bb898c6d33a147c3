import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WebhookSecrets } from '../../channel/webhook-secrets';
import { withTemplateSandbox } from '../../testing/routes/templates';
import { startSandboxedServer } from '../../testing/routes/webhooks';
import { SANDBOX_CREDIT_LINE_ID } from '../../messaging/sandbox/whatsapp/sandbox-waba-account';
import type { TestDatabase } from '../../testing/test-databases';
import type { TestServer } from '../../testing/test-server';

/** assignSystemUser's system user; the template sandbox takes any user id on our own WABAs. */
const FUZZ_SYSTEM_USER = '100000000000900';

/**
 * The server as production runs it, every provider on its sandbox: messaging with its dispatcher and
 * signed webhooks, and template management; a route answers what it would answer a real console.
 */
export async function startFuzzServer(
  database: TestDatabase,
  /** A bench sends more template creations in an hour than Meta's 100. */
  templateCreationsPerHour?: number,
): Promise<{ server: TestServer; webhooks: WebhookSecrets; dispose(): Promise<void> }> {
  const sandboxed = await startSandboxedServer(database);
  // The reports application's landing pages serve the built console; Vitest runs before the build, so a stand-in page.
  const spaDir = mkdtempSync(join(tmpdir(), 'fuzz-spa-'));
  writeFileSync(join(spaDir, 'reports.html'), '<!doctype html><html><head><title>Reports</title></head><body></body></html>');
  const templates = await withTemplateSandbox(sandboxed.server, [30, 30], { webhooks: sandboxed.opened.webhooks, spaDir, whatsappSystemUserId: FUZZ_SYSTEM_USER, whatsappCreditLineId: SANDBOX_CREDIT_LINE_ID }, templateCreationsPerHour ? { templateCreationsPerHour } : {});
  return {
    server: templates.server,
    webhooks: sandboxed.opened.webhooks,
    async dispose() {
      await templates.sandbox.close();
      await sandboxed.dispose();
      rmSync(spaDir, { recursive: true, force: true });
    },
  };
}
