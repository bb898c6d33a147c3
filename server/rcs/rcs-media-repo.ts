import type { Queryable } from '../platform/db/db';

/** A card's media file as uploaded: RBM fetches it by its id's public URL. */
export interface RcsMediaUpload {
  id: string;
  esme: number;
  mimeType: string;
  fileName: string;
  data: Uint8Array;
  at: Date;
}

export async function saveRcsMedia(q: Queryable, media: RcsMediaUpload): Promise<void> {
  await q.query('insert into rcs_template_media (id, esme, mime_type, file_name, size, data, created_on) values ($1, $2, $3, $4, $5, $6, $7)', [
    media.id,
    media.esme,
    media.mimeType,
    media.fileName,
    media.data.length,
    media.data,
    media.at,
  ]);
}

/** An uploaded file by its id, whoever uploaded it (the id is the secret), or undefined. */
export async function findRcsMedia(q: Queryable, id: string): Promise<{ mime_type: string; data: Uint8Array } | undefined> {
  const [file] = await q.query<{ mime_type: string; data: Uint8Array }>('select mime_type, data from rcs_template_media where id = $1', [id]);
  return file;
}
