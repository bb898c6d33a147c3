import { withTemplateSandbox } from '../../routes/campaign/templates/template-testing';
import { startSandboxedServer } from '../../routes/webhooks/webhook-testing';
import type { TestDatabase } from '../../testing/test-databases';
import type { TestServer } from '../../testing/test-server';

/**
 * The server as production runs it, every provider on its sandbox: messaging with its dispatcher and
 * signed webhooks, and template management; a route answers what it would answer a real console.
 */
export async function startFuzzServer(database: TestDatabase): Promise<{ server: TestServer; dispose(): Promise<void> }> {
  const sandboxed = await startSandboxedServer(database);
  const templates = await withTemplateSandbox(sandboxed.server, [30, 30], { webhooks: sandboxed.opened.webhooks });
  return {
    server: templates.server,
    async dispose() {
      await templates.sandbox.close();
      await sandboxed.dispose();
    },
  };
}
