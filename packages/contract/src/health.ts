import { z } from 'zod';

/** GET health: the API is up and its database answers. */
export const health = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type Health = z.infer<typeof health>;
