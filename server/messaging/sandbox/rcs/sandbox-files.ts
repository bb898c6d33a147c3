import { randomBytes } from 'node:crypto';
import { rbmFileContentTypes, readMultipartRelated } from '../../channels/rcs/rbm-files';
import { rbmCreateFileRequest } from '../../channels/rcs/rbm-types';

/** A file the sandbox agent keeps for messages to name, as Google keeps one for 60 days. */
export interface SandboxFile {
  name: string;
  agentId: string;
  fileUrl?: string;
  thumbnailUrl?: string;
  /** Of an uploaded file. */
  contentType?: string;
  size?: number;
}

export type FileRefusal = { refused: true; message: string };

const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * files.create as Google takes it: metadata with `fileUrl` at `v1/files` or the upload URI, or the
 * file's bytes at the upload URI (`uploadType=multipart`: JSON metadata then the file; `uploadType=media`:
 * the bytes alone, the agent in the query, as Google's curl sample gives it). The sandbox cannot fetch
 * a URL from here, so a URL is taken as given; an upload must be of a type the reference lists.
 */
export function createSandboxFile(request: { body: Buffer; contentType: string; uploadType: string | undefined; agentIdQuery: string | undefined }): SandboxFile | FileRefusal {
  const refuse = (message: string): FileRefusal => ({ refused: true, message });
  let metadata: unknown = {};
  let media: { contentType: string; bytes: Buffer } | null = null;
  if (request.uploadType === 'multipart') {
    const parts = readMultipartRelated(request.body, request.contentType);
    if (!parts || parts.length !== 2 || !parts[0]) return refuse('A multipart upload is the JSON metadata, then the file.');
    try {
      metadata = JSON.parse(parts[0].bytes.toString('utf8'));
    } catch {
      return refuse('Invalid JSON payload received in the metadata part.');
    }
    media = parts[1] ?? null;
  } else if (request.uploadType === 'media') {
    media = { contentType: request.contentType.split(';')[0]?.trim().toLowerCase() ?? '', bytes: request.body };
  } else {
    try {
      metadata = request.body.length ? JSON.parse(request.body.toString('utf8')) : {};
    } catch {
      return refuse('Invalid JSON payload received.');
    }
  }
  const parsed = rbmCreateFileRequest.safeParse(metadata);
  if (!parsed.success) return refuse(`Invalid JSON payload received. ${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''}`);
  const { fileUrl, thumbnailUrl } = parsed.data;
  const agentId = parsed.data.agentId ?? request.agentIdQuery;
  if (!agentId) return refuse('agentId is required.');
  if (thumbnailUrl !== undefined && !httpUrl.test(thumbnailUrl)) return refuse(`thumbnailUrl is not a public URL: ${thumbnailUrl}`);
  const name = `files/${randomBytes(12).toString('base64url')}`;
  if (media) {
    if (fileUrl !== undefined) return refuse('An upload carries the file itself: leave fileUrl out.');
    if (!media.bytes.length) return refuse('The uploaded file is empty.');
    if (!rbmFileContentTypes.includes(media.contentType)) return refuse(`Unsupported content type: ${media.contentType || '(none)'}`);
    return { name, agentId, contentType: media.contentType, size: media.bytes.length, ...(thumbnailUrl ? { thumbnailUrl } : {}) };
  }
  if (!fileUrl || !httpUrl.test(fileUrl)) return refuse('fileUrl must be a public URL, or the file uploaded to the upload URI.');
  return { name, agentId, fileUrl, ...(thumbnailUrl ? { thumbnailUrl } : {}) };
}
