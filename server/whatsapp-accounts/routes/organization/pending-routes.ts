import { WHATSAPP_SANDBOX_BASE } from '@/api/contracts/automation';
import { PENDING_DOWNLOADS_PATH, pendingDownloadsResponse, sandboxInboundMediaRequest, sandboxInboundMediaResponse } from '@/api/contracts/whatsapp-accounts-more';
import { whatsappSandboxOf } from '../../../messaging/sandbox/whatsapp/sandbox-handle';
import { customerMediaName } from '../../../customer-media/customer-media-file';
import { findExportJob, listPendingExportJobs, PENDING_RECENT_MINUTES, presentExportJob } from '../../../exports/export-jobs-repo';
import { listReceivedMedia, MEDIA_LISTED } from '../../../customer-media/inbound-media-repo';
import { notFound } from '../../../platform/api-error';
import { defineRoute, type AnyRoute } from '../../../platform/http/route';
import { ownNumber } from '../../numbers-repo';
import { anySignedIn } from '../../../platform/access/route-access';
import { routeFamily } from '../../../platform/access/route-families';

export const pendingRoutes: AnyRoute[] = [
  defineRoute({
    method: 'get',
    path: PENDING_DOWNLOADS_PATH,
    tag: 'Download Center',
    summary: `The pending-download-list: the account's exports still queued or being prepared, and those finished (ready or failed) in the last ${PENDING_RECENT_MINUTES} minutes, newest first; and the last ${MEDIA_LISTED} files customers sent to its numbers (fetched by download/media/whatsapp).`,
    who: "Any signed-in user, for the own account's files.",
    access: anySignedIn,
    response: pendingDownloadsResponse,
    errors: [401],
    handle: async ({ ctx, auth }) => {
      const now = ctx.options.now();
      const rows = await listPendingExportJobs(ctx.db, auth.esme, now);
      // findExportJob marks a job lost with its process FAILED before it is shown.
      const fresh = await Promise.all(rows.map(async (row) => (row.state === 'QUEUED' || row.state === 'RUNNING' ? ((await findExportJob(ctx.db, auth.esme, row.id, now)) ?? row) : row)));
      const media = await listReceivedMedia(ctx.db, auth.esme);
      return {
        exports: fresh.map(presentExportJob),
        media: media.map((row) => ({
          mediaId: row.media_id,
          kind: row.kind,
          mimeType: row.mime_type,
          fileName: customerMediaName(row),
          size: row.size === null ? null : Number(row.size),
          caption: row.caption,
          from: row.from_phone,
          displayNumber: row.display_number,
          receivedOn: new Date(row.received_on).toISOString(),
          downloaded: row.downloaded,
        })),
      };
    },
  }),
  defineRoute({
    ...routeFamily.accounts('numbers'),
    method: 'post',
    path: `${WHATSAPP_SANDBOX_BASE}/inbound-media`,
    summary: "SANDBOX ONLY: a simulated customer (`from`) sends a file to one of the account's numbers; the sandbox keeps it at its media paths and posts the signed inbound webhook, as Meta would. 404 when the server talks to Meta.",
    body: sandboxInboundMediaRequest,
    response: sandboxInboundMediaResponse,
    errors: [400, 401, 403, 404],
    handle: async ({ ctx, caller, body }) => {
      const sandbox = whatsappSandboxOf(ctx.db);
      if (!sandbox) throw notFound('This server sends through Meta: there is no sandbox provider to simulate customers.');
      const number = await ownNumber(ctx.db, caller.esme, body.senderId);
      if (!(await sandbox.knows(number.id))) throw notFound('The sandbox provider does not know this number.');
      const media = sandbox.media.keep({ bytes: Buffer.from(body.data, 'base64'), mimeType: body.mimeType, fileName: body.fileName });
      return { messageId: await sandbox.sendInbound({ from: body.from, toPhoneNumberId: number.id, text: body.caption, media }), mediaId: media.id };
    },
  }),
];
