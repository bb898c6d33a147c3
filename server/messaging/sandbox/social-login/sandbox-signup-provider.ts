import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../../platform/db/db';
import type { SignupProvider } from '../../channels/whatsapp/signup-provider';

/** Facebook's auth codes from the login dialog live a few minutes; the sandbox keeps ten. */
export const SANDBOX_CODE_TTL_SECONDS = 600;

const digits = (length: number) => Array.from({ length }, (_, index) => (index === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

/** The consent dialog's "Continue": a one-time code for this app, and the stand-in user it speaks for. */
export async function issueSandboxCode(q: Queryable, appId: string, now: Date) {
  const code = `sandbox-${randomBytes(24).toString('base64url')}`;
  const userId = digits(15);
  await q.query('insert into signup_auth_codes (code, app_id, provider_user_id, created_on) values ($1, $2, $3, $4)', [code, appId, userId, now]);
  return { code, user_id: userId, expires_in: SANDBOX_CODE_TTL_SECONDS };
}

/**
 * Exchanges a code the sandbox dialog issued, once, for the app it was issued to, within its lifetime;
 * then reports a fresh WABA (approved) and number (connected), with the provider's kind of ids and a
 * test number from the +1 555 range, as Meta's test numbers are.
 */
/** Spends a code the dialog issued to `appId`, once, within its lifetime: the user it speaks for, or null. */
export async function redeemSandboxCode(q: Queryable, code: string, appId: string, now: Date): Promise<{ userId: string } | null> {
  const oldest = new Date(now.getTime() - SANDBOX_CODE_TTL_SECONDS * 1000);
  const [taken] = await q.query<{ provider_user_id: string }>(
    'update signup_auth_codes set used_on = $1 where code = $2 and app_id = $3 and used_on is null and created_on >= $4 returning provider_user_id',
    [now, code, appId, oldest],
  );
  return taken ? { userId: taken.provider_user_id } : null;
}

export const sandboxSignupProvider: SignupProvider = {
  label: 'sandbox',
  async exchange(tx, { code, appId, businessName, now }) {
    if (!(await redeemSandboxCode(tx, code, appId, now))) return { ok: false, message: 'Invalid verification code format or the code has expired or was already used.' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const displayNumber = `+1555${digits(7)}`;
      const [clash] = await tx.query('select 1 from sender_numbers where display_number = $1', [displayNumber]);
      if (clash) continue;
      return {
        ok: true,
        business: {
          waba: { id: digits(15), name: `${businessName} WABA`, status: 'APPROVED' },
          number: { id: digits(15), displayNumber, verifiedName: businessName, status: 'CONNECTED' },
        },
      };
    }
    return { ok: false, message: 'The sandbox has no free test number left; try again.' };
  },
};
