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

export interface PicturesModuleOptions {
  uploadsDir: string;
}

export const picturesModule = fp<PicturesModuleOptions>(
  async (app, { uploadsDir }) => {
    app.decorate('pictures', createPicturesService({ uploadsDir }));
  },
  { name: 'pictures-module' },
);
