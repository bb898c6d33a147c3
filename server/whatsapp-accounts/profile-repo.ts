import type { BusinessProfile, ProfileFields } from '@/api/contracts/whatsapp-accounts';
import { PROFILE_BASE } from '@/api/contracts/whatsapp-accounts';
import type { Queryable } from '../platform/db/db';
import type { OwnNumber } from './numbers-repo';

interface ProfileRow {
  about: string;
  description: string;
  address: string;
  email: string;
  websites: string[];
  vertical: ProfileFields['vertical'];
  photo_type: string | null;
  updated_on: Date;
  read_receipts: boolean;
  auto_response: boolean;
  auto_response_text: string;
}

const EMPTY: Omit<ProfileRow, 'updated_on'> = {
  about: '',
  description: '',
  address: '',
  email: '',
  websites: [],
  vertical: 'UNDEFINED',
  photo_type: null,
  read_receipts: false,
  auto_response: false,
  auto_response_text: '',
};

/** A number's stored profile row, or the empty profile a new number has at the provider. */
export async function profileRow(q: Queryable, senderId: string): Promise<Omit<ProfileRow, 'updated_on'> & { updated_on?: Date }> {
  const [row] = await q.query<ProfileRow>(
    'select about, description, address, email, websites, vertical, photo_type, updated_on, read_receipts, auto_response, auto_response_text from sender_profiles where sender_id = $1',
    [senderId],
  );
  return row ?? EMPTY;
}

export async function presentProfile(q: Queryable, number: OwnNumber): Promise<BusinessProfile> {
  const row = await profileRow(q, number.id);
  // The photo's address changes with each upload, so a browser never shows a cached old one.
  const photoUrl = row.photo_type && row.updated_on ? `${PROFILE_BASE}/photo?senderId=${number.id}&v=${new Date(row.updated_on).getTime()}` : null;
  return {
    senderId: number.id,
    displayNumber: number.display_number,
    verifiedName: number.verified_name,
    about: row.about,
    description: row.description,
    address: row.address,
    email: row.email,
    websites: row.websites,
    vertical: row.vertical,
    photoUrl,
    readReceipts: row.read_receipts,
  };
}

/** The number's uploaded photo and its type; undefined when it has no profile row. */
export async function findProfilePhoto(q: Queryable, senderId: string): Promise<{ photo_type: string | null; photo: Uint8Array | null } | undefined> {
  const [row] = await q.query<{ photo_type: string | null; photo: Uint8Array | null }>('select photo_type, photo from sender_profiles where sender_id = $1', [senderId]);
  return row;
}

/** Creates the number's profile row with its defaults when it has none, then applies `set`. */
export async function changeProfile(q: Queryable, esme: number, senderId: string, set: string, values: unknown[], now: Date): Promise<void> {
  await q.query('insert into sender_profiles (sender_id, esme, updated_on) values ($1, $2, $3) on conflict (sender_id) do nothing', [senderId, esme, now]);
  await q.query(`update sender_profiles set ${set}, updated_on = $2 where sender_id = $1`, [senderId, now, ...values]);
}
