import { PLATFORMS, localeFromAcceptLanguage, platformFromUserAgent, type Locale, type Platform } from '@talad/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    platform: Platform;
  }
}

function platformOf(request: FastifyRequest): Platform {
  const header = request.headers.platform;
  if (header === undefined) return platformFromUserAgent(request.headers['user-agent']);
  const platform = PLATFORMS.find((known) => known === header);
  if (!platform) throw new AppError('PLATFORM_INVALID');
  return platform;
}

/** The answer language (Accept-Language, Thai by default) and the client platform of spec §7. */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', 'th');
  app.decorateRequest('platform', 'web');
  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    request.platform = platformOf(request);
  });
}
