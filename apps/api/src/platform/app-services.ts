import type { CatalogueCaches } from './answer-cache.ts';
import type { Clock } from './clock.ts';
import type { GuestMergeRegistry } from './guest-merge.ts';
import type { MediaStorage } from './media.ts';
import type { MessageSender } from './messaging.ts';
import type { ScheduledMoments } from './scheduled-moments.ts';
import type { SharedState } from './shared.ts';

/** Services buildApp hands to every module; tests swap the clock and get in-memory media. */
declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    messages: MessageSender;
    guestMerges: GuestMergeRegistry;
    media: MediaStorage;
    catalogueCaches: CatalogueCaches;
    /** The timer for the next scheduled moment (decision 0057): told of a schedule written, it looks again. */
    scheduledMoments: ScheduledMoments;
    /** What the shop's API processes share: Redis with REDIS_URL, memory without (decision 0022). */
    shared: SharedState;
  }
}

export {};
