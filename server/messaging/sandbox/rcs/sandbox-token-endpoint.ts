import { generateKeyPair, randomBytes, verify, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { googleTokenUrl, rbmScope, type ServiceAccountKey } from '../../channels/rcs/rbm-service-account';

/**
 * The sandbox's stand-in for Google's OAuth token endpoint and the service account behind it: its own
 * RSA key pair, a key file like the one Google Cloud downloads (whose `token_uri` is this endpoint),
 * and the JWT-bearer exchange as Google does it (RS256 signature, issuer, audience, an hour at most
 * between iat and exp, the rcsbusinessmessaging scope). Tokens expire after `lifetimeSeconds`.
 */

export const jwtBearerGrant = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

export type TokenAnswer =
  | { status: 200; body: { access_token: string; expires_in: number; token_type: 'Bearer' } }
  | { status: 400; body: { error: string; error_description: string } };

export interface SandboxTokenIssuer {
  /** The key file the sandbox's agent is reached with, once the endpoint's address is known. */
  serviceAccountKey(tokenUri: string): ServiceAccountKey;
  /** `POST /token` with its form body. */
  exchange(form: URLSearchParams): TokenAnswer;
  /** Whether the agent API takes this bearer token now. */
  accepts(token: string): boolean;
  /** Tests: how many tokens were issued. */
  issued(): number;
  /** Tests: every token issued so far expires now, as after a key rotation. */
  expireAll(): void;
}

const refuse = (error: string, description: string): TokenAnswer => ({ status: 400, body: { error, error_description: description } });

const decodePart = (part: string | undefined): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

export async function createSandboxTokenIssuer(options: { lifetimeSeconds: number; now: () => Date }): Promise<SandboxTokenIssuer> {
  const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const keyId = randomBytes(20).toString('hex');
  const clientEmail = 'rbm-agent@rbm-sandbox.iam.gserviceaccount.com';
  const live = new Map<string, number>();
  let issued = 0;

  function checkAssertion(assertion: string): TokenAnswer | null {
    const [head, claims, signature] = assertion.split('.');
    const header = decodePart(head);
    const payload = decodePart(claims);
    if (!header || !payload || signature === undefined) return refuse('invalid_grant', 'Invalid JWT: not a JSON web token.');
    if (header.alg !== 'RS256' || !signedBy(publicKey, `${head}.${claims}`, signature)) return refuse('invalid_grant', 'Invalid JWT Signature.');
    if (payload.iss !== clientEmail) return refuse('invalid_grant', 'Invalid grant: account not found');
    if (payload.aud !== googleTokenUrl) return refuse('invalid_grant', 'Invalid JWT: Failed audience check.');
    const nowSeconds = options.now().getTime() / 1000;
    const { iat, exp } = payload;
    // Google's rule: issued now (a minute of clock skew), valid an hour at most.
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp - iat > 3600 || exp <= nowSeconds || iat > nowSeconds + 60) {
      return refuse('invalid_grant', 'Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe. Check your iat and exp values in the JWT claim.');
    }
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes(rbmScope)) return refuse('invalid_scope', 'Invalid OAuth scope or ID token audience provided.');
    return null;
  }

  return {
    serviceAccountKey: (tokenUri) => ({
      type: 'service_account',
      client_email: clientEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      private_key_id: keyId,
      token_uri: tokenUri,
    }),
    exchange(form) {
      const grant = form.get('grant_type');
      if (grant !== jwtBearerGrant) return refuse('unsupported_grant_type', `Invalid grant_type: ${grant ?? ''}`);
      const refused = checkAssertion(form.get('assertion') ?? '');
      if (refused) return refused;
      const now = options.now().getTime();
      for (const [token, expiresAt] of live) if (expiresAt <= now) live.delete(token);
      const token = `ya29.sandbox-${randomBytes(24).toString('base64url')}`;
      live.set(token, now + options.lifetimeSeconds * 1000);
      issued += 1;
      return { status: 200, body: { access_token: token, expires_in: options.lifetimeSeconds, token_type: 'Bearer' } };
    },
    accepts: (token) => (live.get(token) ?? 0) > options.now().getTime(),
    issued: () => issued,
    expireAll: () => live.clear(),
  };
}

function signedBy(publicKey: KeyObject, signedPart: string, signature: string): boolean {
  return verify('RSA-SHA256', Buffer.from(signedPart), publicKey, Buffer.from(signature, 'base64url'));
}
