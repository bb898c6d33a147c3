import type { PermissionProfile } from '@/api/contracts/auth';

/** Row shapes as both drivers return them (timestamptz → Date, jsonb → parsed JSON). */
export interface AccountRow {
  esme: number;
  name: string;
  whitelabel: boolean;
  wl_logo: string | null;
  timezone: string;
  ip_policy: 'any' | 'allowlist';
  allowed_ips: string[];
  services: string;
  contact_scrubbing: boolean;
}

export interface UserRow {
  id: string;
  esme: number;
  username: string;
  email: string;
  password_hash: string | null;
  role_id: number;
  services: string;
  is_lounge: boolean;
  profile_id: string | null;
  active: boolean;
  created_on: Date;
  updated_on: Date;
}

export interface ProfileRow {
  id: string;
  esme: number;
  name: string;
  data: PermissionProfile;
}
