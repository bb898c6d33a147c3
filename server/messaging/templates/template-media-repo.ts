import type { Queryable } from '../../platform/db/db';

/** A template header's sample as uploaded (mediaUpload), answered by its handle. */
export interface TemplateMedia {
  mime_type: string;
  file_name: string;
  data: Uint8Array;
}

export interface NewTemplateMedia {
  handle: string;
  esme: number;
  wabaId: string;
  kind: string;
  mimeType: string;
  fileName: string;
  data: Uint8Array;
  at: Date;
}

/** The account's sample of this handle; another account's is as missing as one never uploaded. */
export async function findTemplateMedia(q: Queryable, esme: number, handle: string): Promise<TemplateMedia | undefined> {
  const [row] = await q.query<TemplateMedia>('select mime_type, file_name, data from whatsapp_template_media where handle = $1 and esme = $2', [handle, esme]);
  return row;
}

/** Which of these handles the account uploaded. */
export const knownMediaHandles = async (q: Queryable, esme: number, handles: readonly string[]): Promise<string[]> =>
  (await q.query<{ handle: string }>('select handle from whatsapp_template_media where esme = $1 and handle = any($2::text[])', [esme, handles])).map((row) => row.handle);

export async function saveTemplateMedia(q: Queryable, media: NewTemplateMedia): Promise<void> {
  await q.query(
    'insert into whatsapp_template_media (handle, esme, waba_id, kind, mime_type, file_name, size, data, created_on) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
    [media.handle, media.esme, media.wabaId, media.kind, media.mimeType, media.fileName, media.data.length, media.data, media.at],
  );
}
