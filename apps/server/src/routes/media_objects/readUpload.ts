import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http/httpError.ts';

/** Files one request may carry; each may be as large as MAX_UPLOAD_MB. */
export const MAX_FILES_PER_UPLOAD = 20;

/** One uploaded file, read whole (each is bounded by MAX_UPLOAD_MB). */
export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

export interface Upload {
  files: UploadedFile[];
  /** Text fields by name; a field sent twice keeps its last value. */
  fields: Record<string, string>;
}

/** SPEC section 5's message, with the limit the server is configured with. */
export function tooBig(maxUploadMb: number): HttpError {
  return new HttpError(413, `Image too big, max allowed size: ${maxUploadMb} MB`);
}

/**
 * Lets the routes of this plugin read multipart bodies. Registered per route plugin, so
 * multipart is accepted only where an upload is expected.
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: app.config.maxUploadMb * 1024 * 1024,
      files: MAX_FILES_PER_UPLOAD,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: MAX_FILES_PER_UPLOAD + 20,
    },
  });
}

/** The multipart errors a person can fix, in words they understand. */
function uploadError(error: unknown, maxUploadMb: number): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooBig(maxUploadMb);
    case 'FST_FILES_LIMIT':
      return badRequest(`At most ${MAX_FILES_PER_UPLOAD} images can be uploaded at once.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('The upload has too many fields.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('Send the upload as multipart/form-data, each image as a part named file.');
    default:
      return error;
  }
}

/**
 * Reads every part of a multipart upload: the files of parts named `file`, and the text
 * fields. Nothing is kept anywhere but in memory; a file over the limit ends the request
 * with a 413 before the rest is read.
 */
export async function readUpload(request: FastifyRequest, maxUploadMb: number): Promise<Upload> {
  const upload: Upload = { files: [], fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          throw badRequest(`Send each image as a part named file, not ${part.fieldname}.`);
        }
        const bytes = await part.toBuffer();
        upload.files.push({ name: part.filename?.trim() || 'image', bytes });
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, maxUploadMb);
  }
  return upload;
}
