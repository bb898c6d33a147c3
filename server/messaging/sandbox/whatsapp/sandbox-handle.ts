import type { Db } from '../../../platform/db/db';
import type { WhatsappSandbox } from './start-whatsapp-sandbox';

/**
 * The WhatsApp sandbox provider this process started for a database, so the sandbox-only routes can
 * make its simulated customers write to us. Absent when the server talks to Meta.
 */
const sandboxes = new WeakMap<Db, WhatsappSandbox>();

export function exposeWhatsappSandbox(db: Db, sandbox: WhatsappSandbox | null): void {
  if (sandbox) sandboxes.set(db, sandbox);
  else sandboxes.delete(db);
}

export const whatsappSandboxOf = (db: Db): WhatsappSandbox | undefined => sandboxes.get(db);
