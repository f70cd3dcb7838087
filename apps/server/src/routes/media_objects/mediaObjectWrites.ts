import {
  MediaObjectAnswer,
  mediaObjectPatchBody as patchBody,
  UploadedMediaObjects,
  mediaUploadForm as uploadDocs,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, notFound } from '../../http/httpError.ts';
import {
  acceptUploads,
  MAX_FILES_PER_UPLOAD,
  readUpload,
  uploadBodyLimit,
} from '../../http/readUpload.ts';
import { idParams, validate } from '../../http/validate.ts';
import { findImageUploader } from '../../media/mediaQueries.ts';
import { addMediaObjects, changeMediaObject, deleteUnusedImage } from '../../media/mediaWrites.ts';
import { authorize } from '../../policies/authorize.ts';
import { mediaPolicy, NOT_ALLOWED_MEDIA, NOT_YOUR_IMAGE } from '../../policies/media.ts';
import { presentMediaObject, presentUploadedMediaObjects } from '../../presenters/mediaObjects.ts';
import { type PreparedImage, prepareImage } from '../../storage/imageIntake.ts';
import { storeImage } from '../../storage/storeImage.ts';
import { normalizeTags, tagsField } from './mediaTags.ts';

export { NOT_ALLOWED_MEDIA, NOT_YOUR_IMAGE };

/** Upload, retag or rename, and delete library images. */
export async function mediaObjectWriteRoutes(app: FastifyInstance) {
  await acceptUploads(app);

  app.post(
    '/api/media_objects',
    {
      ...routeDocs({
        tags: ['Media objects'],
        summary: 'Upload images (multipart, parts named file; optional comma-separated tags)',
        description:
          'The type is told by the content. Every file is checked before any is stored: one refused file refuses the upload.',
        body: uploadDocs,
        responses: {
          201: 'A Hydra collection of the new images.',
          403: 'Only admins and region admins upload.',
          413: 'A file is larger than MAX_UPLOAD_MB.',
        },
        answers: { 201: UploadedMediaObjects },
      }),
      bodyLimit: uploadBodyLimit(app.config.maxUploadMb, MAX_FILES_PER_UPLOAD),
    },
    async (request, reply) => {
      const principal = authorize(request, 'keep', mediaPolicy);
      const upload = await readUpload(request, app.config.maxUploadMb);
      if (upload.files.length === 0) {
        throw badRequest('Choose at least one image: send each as a part named file.');
      }
      const tags = tagsField(upload.fields.tags);
      // One at a time: each decode holds a whole image in memory.
      const prepared: PreparedImage[] = [];
      for (const file of upload.files) prepared.push(await prepareImage(file.name, file.bytes));
      const stored = await Promise.all(prepared.map((image) => storeImage(app.media, image)));
      const rows = await addMediaObjects(app.db, prepared, stored, tags, principal.id);
      return reply
        .code(201)
        .send(
          presentUploadedMediaObjects(
            rows.map((row) => ({ ...row, uploader: principal.username })),
          ),
        );
    },
  );

  app.patch(
    '/api/media_objects/:id',
    routeDocs({
      tags: ['Media objects'],
      summary: 'Change an image’s tags or name',
      params: idParams,
      body: patchBody,
      responses: {
        200: 'The image.',
        403: 'Only admins, and region admins for their own uploads, change the library.',
        404: 'No such image.',
        409: 'The version sent is not the current one.',
      },
      answers: { 200: MediaObjectAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'keep', mediaPolicy);
      const { id } = validate(idParams, request.params);
      const body = validate(patchBody, request.body);
      const current = await findImageUploader(app.db, id);
      if (!current) throw notFound('The image');
      authorize(principal, 'change', mediaPolicy, current);
      const tags = body.tags === undefined ? undefined : normalizeTags(body.tags);
      const row = await changeMediaObject(app.db, id, body.version, { tags, name: body.name });
      return presentMediaObject(row);
    },
  );

  app.delete(
    '/api/media_objects/:id',
    routeDocs({
      tags: ['Media objects'],
      summary: 'Delete an image that no sheet uses',
      params: idParams,
      responses: {
        204: 'Deleted.',
        403: 'Only admins, and region admins for their own uploads, change the library.',
        404: 'No such image.',
        409: 'A master or regional sheet uses the image; the message names them.',
      },
    }),
    async (request, reply) => {
      const principal = authorize(request, 'keep', mediaPolicy);
      const { id } = validate(idParams, request.params);
      await deleteUnusedImage(app.db, id, principal, (uploadedBy) =>
        authorize(principal, 'change', mediaPolicy, { uploadedBy }),
      );
      return reply.code(204).send();
    },
  );
}
