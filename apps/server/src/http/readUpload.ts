import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFilePart } from './filePart.ts';
import { badRequest, HttpError } from './httpError.ts';

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

/** Room for a form's text fields and part headers beside its files. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * The largest upload body a route takes, for the check of Content-Length before any of it is
 * read: `files` files of at most `maxUploadMb` each, and the form around them.
 */
export function uploadBodyLimit(maxUploadMb: number, files: number): number {
  return Math.ceil(maxUploadMb * 1024 * 1024) * files + FORM_OVERHEAD_BYTES;
}

/** SPEC section 5's message, with the limit the server is configured with. */
export function tooBig(maxUploadMb: number): HttpError {
  return new HttpError(413, `Image too big, max allowed size: ${maxUploadMb} MB.`);
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

/** What busboy says about a body that is not well-formed multipart, in words a person reads. */
const MALFORMED: [RegExp, string][] = [
  [
    /boundary not found|needle cannot/i,
    'The upload has no usable multipart boundary. Send it as multipart/form-data with the boundary in its Content-Type header, as a browser sends a form.',
  ],
  [
    /unexpected end of multipart data|terminated early/i,
    'The upload ended before its last part was complete, or its parts do not match the boundary in its Content-Type header. Send it again.',
  ],
];

/** Every other way a body fails to parse as multipart. */
export const MALFORMED_UPLOAD =
  'The upload could not be read as multipart/form-data. Send it again, as a browser sends a form.';

/**
 * The multipart errors a person can fix, in words they understand. Reading the body touches
 * nothing but the request, so whatever else fails here is the body's fault: a 400, never a
 * 500.
 */
function uploadError(error: unknown, maxUploadMb: number): unknown {
  if (error instanceof HttpError) return error;
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
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was cut off before it was complete. Send it again.');
  }
  const message = error instanceof Error ? error.message : String(error);
  const known = MALFORMED.find(([pattern]) => pattern.test(message));
  return badRequest(known?.[1] ?? MALFORMED_UPLOAD);
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
        const bytes = await readFilePart(part.file, () => tooBig(maxUploadMb));
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
