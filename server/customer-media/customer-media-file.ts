import type { ServerContext } from '../platform/context';
import { ApiError } from '../platform/api-error';
import { ProviderError } from '../channel/channel';
import { numberRegistrationOf } from '../messaging/channels/whatsapp/number-registration-client';

interface MediaRow {
  id: string;
  media_id: string;
  kind: string;
  mime_type: string;
  file_name: string | null;
  data: Uint8Array | null;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'video/mp4': 'mp4', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'application/pdf': 'pdf' };

export const customerMediaName = (row: Pick<MediaRow, 'file_name' | 'kind' | 'media_id' | 'mime_type'>) =>
  row.file_name ?? `${row.kind}-${row.media_id}.${EXTENSIONS[row.mime_type.split(';')[0] ?? ''] ?? 'bin'}`;

/**
 * A file a customer of the account sent, by its provider media id (spec §7 download/media/whatsapp):
 * fetched from the provider the first time and kept, so later downloads need no provider. Undefined
 * when the account has no such file.
 */
export async function customerMediaFile(ctx: ServerContext, esme: number, mediaId: string): Promise<Response | undefined> {
  const [row] = await ctx.db.query<MediaRow>('select id::text, media_id, kind, mime_type, file_name, data from inbound_media where esme = $1 and media_id = $2 order by id limit 1', [esme, mediaId]);
  if (!row) return undefined;
  let bytes = row.data;
  let mimeType = row.mime_type;
  if (!bytes) {
    const client = numberRegistrationOf(ctx.db);
    if (!client) throw new ApiError('outboundFailed', 'No WhatsApp provider is configured on this server.');
    try {
      const fetched = await client.downloadMedia(mediaId);
      bytes = fetched.bytes;
      mimeType = fetched.mimeType;
    } catch (error) {
      if (error instanceof ProviderError) throw new ApiError('outboundFailed', `The provider did not give the file: ${error.title}`);
      throw error;
    }
    await ctx.db.query('update inbound_media set data = $2, mime_type = $3, downloaded_on = $4 where id = $1', [row.id, bytes, mimeType, ctx.options.now()]);
  }
  const disposition = `attachment; filename*=UTF-8''${encodeURIComponent(customerMediaName(row))}`;
  return new Response(new Uint8Array(bytes), { headers: { 'content-type': mimeType, 'content-disposition': disposition, 'cache-control': 'private, max-age=3600' } });
}
