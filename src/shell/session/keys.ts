/**
 * Every session-storage key of spec §3, how its value is typed and whether it is sealed at rest.
 * `text` keys use AES with the configured passphrase, `id` keys the PBKDF2-derived key (spec §9).
 */
import { permissionProfile, type PermissionProfile } from '@/api/contracts/auth';
import type { UserType } from '@/shell/access/permissions';

export type Sealing = 'plain' | 'text' | 'id';

export interface KeySpec<T> {
  sealing: Sealing;
  /** Turns the unsealed text back into a value; null when the text is not a valid value. */
  parse(raw: string): T | null;
  format(value: T): string;
}

const text = (sealing: Sealing): KeySpec<string> => ({ sealing, parse: (raw) => raw, format: (value) => value });

const integer = (sealing: Sealing): KeySpec<number> => ({
  sealing,
  parse: (raw) => (/^-?\d+$/.test(raw.trim()) ? Number(raw) : null),
  format: (value) => String(value),
});

const flag: KeySpec<boolean> = {
  sealing: 'plain',
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : null),
  format: (value) => String(value),
};

// The portal sends the white-label flag as '1'; the console keeps that spelling so both read the same key alike.
const whiteLabelFlag: KeySpec<boolean> = {
  sealing: 'plain',
  parse: (raw) => raw === '1' || raw === 'true',
  format: (value) => (value ? '1' : '0'),
};

const permission: KeySpec<PermissionProfile> = {
  sealing: 'plain',
  parse: (raw) => {
    try {
      const parsed = permissionProfile.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  format: (value) => JSON.stringify(value),
};

const userType: KeySpec<UserType> = {
  sealing: 'plain',
  parse: (raw) => (raw === 'C' || raw === 'M' ? raw : null),
  format: (value) => value,
};

export const sessionKeys = {
  session: text('text'),
  username: text('text'),
  token: text('plain'),
  id: integer('id'),
  services: text('plain'),
  whitelabel: whiteLabelFlag,
  logo: text('plain'),
  loginName: text('plain'),
  role_id: integer('plain'),
  profile_name: text('plain'),
  profile_id: text('plain'),
  permission,
  isLounge: flag,
  isProfile: flag,
  user_sess: text('text'),
  prev_url: text('text'),
  uname: text('text'),
  embedded_signup: flag,
  clearsess: text('text'),
  /** Set by the portal when the sandbox user may not use the console (spec §2 sandbox screen). */
  error: flag,
  contactScrubbing: flag,
  userType,
  admin_session: text('text'),
  admin_username: text('text'),
  admin_id: integer('id'),
  admin_token: text('plain'),
  admin_role_id: integer('plain'),
} as const satisfies Record<string, { sealing: Sealing; parse(raw: string): unknown; format(value: never): string }>;

export type SessionKey = keyof typeof sessionKeys;

export type SessionValues = { [K in SessionKey]: (typeof sessionKeys)[K] extends KeySpec<infer T> ? T : never };
