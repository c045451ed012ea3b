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
