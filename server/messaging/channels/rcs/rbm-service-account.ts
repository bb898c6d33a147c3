import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The scope RBM's agent API asks of a service account's access token. */
export const rbmScope = 'https://www.googleapis.com/auth/rcsbusinessmessaging';

/** Where Google's service-account keys send their signed JWTs; also the audience those JWTs must name. */
export const googleTokenUrl = 'https://oauth2.googleapis.com/token';

/**
 * The fields of a service-account key file (the JSON Google Cloud downloads under IAM → Service
 * accounts → Keys) that the token exchange reads; the file has more, which are left alone.
 */
export const serviceAccountKey = z.object({
  type: z.literal('service_account'),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
  token_uri: z.url({ protocol: /^https?$/ }).default(googleTokenUrl),
});

export type ServiceAccountKey = z.infer<typeof serviceAccountKey>;

/** The key file read and checked, or why it cannot be used in words for the operator (never the key itself). */
export function readServiceAccountKey(path: string): { key: ServiceAccountKey } | { problem: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { problem: `cannot read ${path} (${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (code ?? 'unreadable')})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: `${path} is not JSON (expected a service-account key file)` };
  }
  const parsed = serviceAccountKey.safeParse(json);
  if (!parsed.success) return { problem: `${path} is not a service-account key: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'} ${issue.message}`).join('; ')}` };
  return { key: parsed.data };
}
