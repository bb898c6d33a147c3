import type { Queryable } from '../platform/db/db';

export interface Mail {
  esme: number;
  to: string;
  subject: string;
  body: string;
}

/** How notification mails leave: one adapter, so a real mail service replaces the sandbox in one place. */
export interface MailTransport {
  readonly sandbox: boolean;
  send(mail: Mail, at: Date): Promise<void>;
}

/**
 * SANDBOX: there is no mail service in this product yet, so mails are kept in `sandbox_mailbox` (per
 * account) and shown, labelled, on the notification page instead of being sent anywhere.
 */
export function sandboxMailTransport(q: Queryable): MailTransport {
  return {
    sandbox: true,
    async send(mail, at) {
      await q.query('insert into sandbox_mailbox (esme, to_address, subject, body, at) values ($1, $2, $3, $4, $5)', [mail.esme, mail.to, mail.subject, mail.body, at]);
    },
  };
}
