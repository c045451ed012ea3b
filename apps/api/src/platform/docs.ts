import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const DESCRIPTION = `Every answer is an envelope {data, is_success, message, status_code}; errors carry the HTTP status.
Every route except /health, /s/{code}, /docs and the back office's /admin/… needs the headers appId, sign and timestamp (spec §7):
sign = uppercase hex HMAC-SHA256 of "/" + path + "appId" + appId + "timestamp" + timestamp, keyed with "talad-sign:" + app key.
Messages follow Accept-Language (th by default, en).
/admin/… routes carry Authorization: Bearer <staff session or API token> instead; each names the staff permission it needs.`;

/** OpenAPI generated from the routes' Zod schemas, browsable at /docs. Must be registered before the routes. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Talad API', version: '0.1.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          ownerBootstrapKey: { type: 'apiKey', in: 'header', name: 'x-owner-bootstrap-key' },
          staffToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'A staff session (tss_…) or personal API token (tsk_…), decision 0039',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
