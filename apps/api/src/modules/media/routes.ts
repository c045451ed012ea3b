import { join } from 'node:path';
import { mediaAnswers, mediaQuery } from '@talad/contract';
import { DEFAULT_MEDIA_WIDTH, type Brand, type MediaFormat, type MediaWidth } from '@talad/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import '../../platform/app-services.ts';
import { AppError } from '../../platform/app-error.ts';
import { PICTURE_DRAWING_VERSION } from './pictures.ts';
import { CATALOGUE_UPLOADS, createMediaStore } from './service.ts';
import { sendRange, videoSender } from './videos.ts';

const CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const EXTENSIONS: Record<string, MediaFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpg', jpeg: 'jpg', png: 'webp' };

/** Without an extension the browser's Accept decides: AVIF, else WebP, else JPEG. */
function negotiated(accept: string | undefined): MediaFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpg';
}

/**
 * Shoppers' uploads (profile photos, review photos and converted review videos, support cases' photos) live in the
 * media storage under these folders; the rest is drawn on demand. Review videos as uploaded (review-uploads/) are never
 * served. A case's photos are served to whoever holds their unguessable address, which only its thread gives out.
 */
const UPLOAD_FOLDERS = ['profile/', 'reviews/', 'cases/'];
const UPLOAD_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png', mp4: 'video/mp4' };

/** Upload keys are unguessable UUIDs that never change content, so the browser may keep them for a year. */
async function sendUpload(app: FastifyInstance, key: string, rangeHeader: string | undefined, reply: FastifyReply) {
  const type = UPLOAD_TYPES[key.split('.').pop() ?? ''];
  if (!type || !/^[\w/-]+\.\w+$/.test(key) || key.includes('..')) throw new AppError('MEDIA_NOT_FOUND');
  const file = await app.media.get(key);
  if (!file) throw new AppError('MEDIA_NOT_FOUND');
  reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').header('cross-origin-resource-policy', 'cross-origin');
  if (type.startsWith('video/')) return sendRange(file, rangeHeader, reply.header('accept-ranges', 'bytes'));
  return reply.send(file);
}

const mediaPath = /^([a-z0-9-]+(?:\/[A-Za-z0-9-]+){1,3})(?:\.([a-z]+))?$/;

interface MediaSettings {
  /** DATA_DIR: generated pictures are cached there. */
  dataDir: string;
  /** The recorded product and live-show clips. */
  videoDir: string;
  /** The running brand, whose name the shop's own pictures carry. */
  brand: Brand;
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaSettings> = async (app, settings) => {
  // Generated pictures are cached apart from the uploads kept in the media storage; the folder is named after the
  // drawing's version so that a changed drawing is not served from an older cache.
  const store = createMediaStore(app.db, join(settings.dataDir, `picture-cache-v${PICTURE_DRAWING_VERSION}`), settings.brand, app.media);
  const sendVideo = videoSender(settings.videoDir);
  app.get(
    '/media/*',
    {
      // Browsers load pictures directly: no signature, and a page of product cards must not hit the rate limit.
      config: { signed: false, rateLimit: false },
      schema: {
        tags: ['media'],
        summary:
          'A picture (an uploaded profile photo, or a generated one in several widths, WebP, AVIF or JPEG) or a product video (WebM, byte ranges)',
        querystring: mediaQuery,
        response: mediaAnswers,
      },
    },
    async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (UPLOAD_FOLDERS.some((folder) => path.startsWith(folder))) return sendUpload(app, path, request.headers.range, reply);
      if (path.startsWith('videos/')) return sendVideo(path, request.headers.range, reply);
      // A product's video uploaded in the back office: the converted MP4 (its poster is a picture like the rest).
      if (path.startsWith(CATALOGUE_UPLOADS) && path.endsWith('.mp4')) return sendUpload(app, path, request.headers.range, reply);
      const match = mediaPath.exec(path);
      const extension = match?.[2];
      if (!match?.[1] || (extension && !EXTENSIONS[extension])) throw new AppError('MEDIA_NOT_FOUND');
      const format = extension ? (EXTENSIONS[extension] as MediaFormat) : negotiated(request.headers.accept);
      const picture = await store.get(match[1], format, (request.query.w ?? DEFAULT_MEDIA_WIDTH) as MediaWidth);
      if (!picture) throw new AppError('MEDIA_NOT_FOUND');
      if (!extension) reply.header('vary', 'Accept');
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(picture);
    },
  );
};
