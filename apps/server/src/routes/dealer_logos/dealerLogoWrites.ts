import {
  DealerLogoAnswer,
  dealerLogoUploadFields as logoFields,
  dealerLogoUploadForm as uploadDocs,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { deleteDealerLogo, saveDealerLogo } from '../../dealerLogos/dealerLogoWrites.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, notFound } from '../../http/httpError.ts';
import { acceptUploads, readUpload, uploadBodyLimit } from '../../http/readUpload.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { dealerLogoPolicy, NOT_ALLOWED_LOGOS } from '../../policies/dealerLogos.ts';
import { presentDealerLogo } from '../../presenters/dealerLogos.ts';
import { prepareImage } from '../../storage/imageIntake.ts';
import { storeImage } from '../../storage/storeImage.ts';

export { NOT_ALLOWED_LOGOS };

/** Admins set and remove dealers' logos; one per dealer number and brand. */
export async function dealerLogoWriteRoutes(app: FastifyInstance) {
  await acceptUploads(app);

  app.post(
    '/api/dealer_logos',
    {
      ...routeDocs({
        tags: ['Dealer logos'],
        summary: 'Set the logo of a dealer number and brand (multipart: hnr, brand, file)',
        description: 'Creates the logo, or replaces the one that dealer number has for that brand.',
        body: uploadDocs,
        responses: {
          201: 'The dealer logo.',
          403: 'Only admins manage dealer logos.',
          413: 'The file is larger than MAX_UPLOAD_MB.',
        },
        answers: { 201: DealerLogoAnswer },
      }),
      bodyLimit: uploadBodyLimit(app.config.maxUploadMb, 1),
    },
    async (request, reply) => {
      authorize(request, 'create', dealerLogoPolicy);
      const upload = await readUpload(request, app.config.maxUploadMb);
      const fields = validate(logoFields, upload.fields);
      const [file, ...more] = upload.files;
      if (!file) throw badRequest('Choose the logo image: send it as a part named file.');
      if (more.length > 0) throw badRequest('Send one logo image per request.');
      const image = await prepareImage(file.name, file.bytes);
      const { thumbnailKey: _thumbnail, ...keys } = await storeImage(app.media, image);
      const row = await saveDealerLogo(app.db, fields.hnr, fields.brand, {
        ...keys,
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
      });
      return reply.code(201).send(presentDealerLogo(row));
    },
  );

  app.delete(
    '/api/dealer_logos/:id',
    routeDocs({
      tags: ['Dealer logos'],
      summary: 'Remove a dealer logo',
      params: idParams,
      responses: { 204: 'Removed.', 403: 'Only admins manage dealer logos.', 404: 'No such logo.' },
    }),
    async (request, reply) => {
      authorize(request, 'delete', dealerLogoPolicy);
      const { id } = validate(idParams, request.params);
      if (!(await deleteDealerLogo(app.db, id))) throw notFound('The dealer logo');
      return reply.code(204).send();
    },
  );
}
