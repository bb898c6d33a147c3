import type { CustomerMedia } from '@/api/contracts/whatsapp-accounts-more';
import type { Queryable } from '../platform/db/db';

/** How many of the files customers sent the pending-download-list shows. */
export const MEDIA_LISTED = 50;

export interface ReceivedMediaRow {
  media_id: string;
  kind: CustomerMedia['kind'];
  mime_type: string;
  file_name: string | null;
  size: number | null;
  caption: string;
  from_phone: string;
  display_number: string;
  received_on: Date;
  downloaded: boolean;
}

/** The last MEDIA_LISTED files customers sent to the account's numbers, newest first, with whether they were fetched. */
export const listReceivedMedia = (q: Queryable, esme: number) =>
  q.query<ReceivedMediaRow>(
    `select m.media_id, m.kind, m.mime_type, m.file_name, octet_length(m.data) as size, m.caption, m.from_phone, s.display_number, m.received_on, m.data is not null as downloaded
           from inbound_media m join sender_numbers s on s.id = m.sender_id where m.esme = $1 order by m.received_on desc, m.id desc limit ${MEDIA_LISTED}`,
    [esme],
  );
