import type { FastifyPluginAsync } from 'fastify';
import '../../platform/app-services.ts';
import { AppError } from '../../platform/app-error.ts';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** Uploaded media, public like any shop image: <img> tags cannot sign requests. Keys are unguessable UUIDs. */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get('/media/*', { config: { signed: false }, schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const type = CONTENT_TYPES[key.split('.').pop() ?? ''];
    if (!type || !/^[\w/-]+\.\w+$/.test(key) || key.includes('..')) throw new AppError('NOT_FOUND');
    const file = await app.media.get(key);
    if (!file) throw new AppError('NOT_FOUND');
    // Keys never change content, so the browser may keep them for a year.
    return reply.type(type).header('cache-control', 'public, max-age=31536000, immutable').send(file);
  });
};
