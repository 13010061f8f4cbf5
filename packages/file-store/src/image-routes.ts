// The fastify route that serves stored image sizes: GET /upload/{size}_{file} (spec 001 §2: listing images use
// /upload/x_medium_{file}). Only names the store makes and sizes it was told of are looked up; anything else is 404,
// there is no listing, and a served file is immutable (a new image always gets a new name).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FileStore } from './file-store';
import { imageKey } from './image-files';
import type { ImageSizes } from './images';
import { GENERATED_FILE_NAME } from './keys';

export interface ImageRouteOptions {
  store: FileStore;
  /** The store folder the images were put in with storeImage. */
  folder: string;
  /** The sizes served, by name (IMAGE_SIZES, or the names alone). */
  sizes: ImageSizes | readonly string[];
  /** The URL path the route answers under; /upload unless given. */
  path?: string;
}

const SIZE_NAME = /^[a-z][a-z0-9_]{0,31}$/;

/** A year, and immutable: a file's bytes never change under its name. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export function imageRoutes(options: ImageRouteOptions) {
  const { store, folder, path = '/upload' } = options;
  const sizes = new Set(Array.isArray(options.sizes) ? options.sizes : Object.keys(options.sizes));
  for (const size of sizes) if (!SIZE_NAME.test(size)) throw new Error(`Not an image size: ${size}`);
  if (!/^(?:\/[a-z0-9_-]+)+$/.test(path)) throw new Error(`Not a route path: ${path}`);

  /** `x_medium_<uuid>.jpg` → its size and file name, when the size is one of ours and the name one the store made. */
  const parse = (name: string) => {
    for (const size of sizes) {
      if (!name.startsWith(`${size}_`)) continue;
      const fileName = name.slice(size.length + 1);
      if (GENERATED_FILE_NAME.test(fileName)) return { size, fileName };
    }
    return null;
  };

  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send({ status: 'error', errorMessage: 'There is no such image.' });

  return async (app: FastifyInstance) => {
    app.get<{ Params: { name: string } }>(`${path}/:name`, async (request, reply) => {
      const wanted = parse(request.params.name);
      const file = wanted ? await store.get(imageKey(folder, wanted.size, wanted.fileName)) : null;
      if (!file) return notFound(reply);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', CACHE_FOREVER)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.bytes);
    });
  };
}
