import { z } from 'zod';

/**
 * GET health: what this API instance can do now. `database` says whether it accepts writes (a replica or a
 * read-only transaction default answers read-only); `jobs` whether this instance's job runner polls on time (`off`
 * where the instance runs none, as in tests). `status` is degraded when either is short of its best.
 */
export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['writable', 'read-only']),
  jobs: z.enum(['running', 'stalled', 'off']),
});
export type Health = z.infer<typeof health>;

/** GET health/ready: whether a load balancer should send this instance traffic. */
export const readiness = z.object({ ready: z.literal(true) });
export type Readiness = z.infer<typeof readiness>;

/**
 * GET health/catalogue: this instance's catalogue change generation — when it last emptied its catalogue and content
 * caches (milliseconds since 1970; its start until the first change), only ever moving forward. A web process without
 * Redis asks for it every 2 s and drops its kept pages when it moves (decision 0056).
 */
export const catalogueGeneration = z.object({ generation: z.number().int() });
export type CatalogueGeneration = z.infer<typeof catalogueGeneration>;
