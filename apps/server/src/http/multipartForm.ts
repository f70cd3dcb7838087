import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readFilePart } from './filePart.ts';
import { badRequest, HttpError } from './httpError.ts';

/** The spreadsheets and translation files these routes take are small; 10 MB is generous. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The largest form body: the file and room for the text fields and part headers. */
export const FORM_BODY_LIMIT = MAX_FILE_BYTES + 1024 * 1024;

export interface UploadedForm {
  fields: Record<string, string>;
  file?: { filename: string; mimetype: string; bytes: Uint8Array };
}

/**
 * Registers multipart parsing in this plugin's scope, unless the app already has it: another
 * resource may register it app-wide.
 */
export async function useMultipart(app: FastifyInstance) {
  if (!app.hasPlugin('@fastify/multipart')) {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
    });
  }
}

const fileTooLarge = () =>
  new HttpError(413, `The file is too large; at most ${MAX_FILE_BYTES / 1024 / 1024} MB.`);

/**
 * The text fields and the one file part (`fileField`) of a multipart request, read whole.
 * A request that is not multipart is a 400; a file over the limit a 413.
 */
export async function readForm(request: FastifyRequest, fileField = 'file'): Promise<UploadedForm> {
  if (!request.isMultipart()) {
    throw badRequest('Send the form as multipart/form-data with the file in the part "file".');
  }
  const form: UploadedForm = { fields: {} };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES } })) {
      if (part.type === 'file') {
        const bytes = new Uint8Array(await readFilePart(part.file, fileTooLarge));
        if (part.fieldname === fileField && bytes.length > 0) {
          form.file = { filename: part.filename, mimetype: part.mimetype, bytes };
        }
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw badRequest(unreadableForm(error));
  }
  return form;
}

/**
 * What is wrong with a form busboy could not read, in words: its errors carry no codes, so
 * the two a client can cause are told apart by their message.
 */
function unreadableForm(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/boundary not found/i.test(message)) {
    return 'The multipart form could not be read: its Content-Type names no boundary. Send it as multipart/form-data, as a browser does.';
  }
  if (/unexpected end/i.test(message)) {
    return 'The multipart form could not be read: it ends before its closing boundary (was the upload cut off, or does the boundary differ from the Content-Type?). Send it again.';
  }
  return 'The multipart form could not be read. Send it again as multipart/form-data.';
}
