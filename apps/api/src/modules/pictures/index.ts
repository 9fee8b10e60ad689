import fp from 'fastify-plugin';
import { createPicturesService, type PicturesService } from './pictures.service';

export type {
  PicturesService,
  StoredListingDocument,
  StoredListingPicture,
} from './pictures.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks, resizes and stores pictures and documents (pictures module). */
    pictures: PicturesService;
  }
}

export const picturesModule = fp(
  async (app) => {
    app.decorate('pictures', createPicturesService({ storage: app.mediaStorage }));
  },
  { name: 'pictures-module', dependencies: ['uploads'] },
);
