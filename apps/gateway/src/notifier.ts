import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { NotificationRecord, Store } from './store.ts';

export interface NotifyOptions {
  /** Wait before the 2nd, 3rd … delivery; the last one repeats. Default 1 s, 2 s, 4 s … capped at 5 min. */
  retryDelaysMs?: number[];
  /** Give up on a notification this long after it was first sent. Default 24 h. */
  giveUpAfterMs?: number;
  /** How long one delivery may take before it counts as failed. Default 10 s. */
  timeoutMs?: number;
}

const DEFAULT_DELAYS = Array.from({ length: 10 }, (_, attempt) => Math.min(1000 * 2 ** attempt, 5 * 60 * 1000));

/**
 * Backend notifications (decision 0019): `POST backendReturnUrl { payload }`, retried with back-off until the shop
 * answers 2xx. Every state is in the store, so a restart picks up the retries where they stood. One timer stands for
 * the earliest retry due.
 */
export class Notifier {
  private readonly delays: number[];
  private readonly giveUpAfterMs: number;
  private readonly timeoutMs: number;
  private timer: unknown = null;
  private timerAt = Infinity;
  private readonly inFlight = new Set<Promise<void>>();
  /** Notifications being delivered right now: not sent twice at once. */
  private readonly busy = new Set<string>();
  private stopped = false;

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    options: NotifyOptions = {},
  ) {
    this.delays = options.retryDelaysMs?.length ? options.retryDelaysMs : DEFAULT_DELAYS;
    this.giveUpAfterMs = options.giveUpAfterMs ?? 24 * 60 * 60 * 1000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** Queues a signed notification and sends it at once. */
  send(notification: Omit<NotificationRecord, 'attempts' | 'firstAt' | 'nextAt' | 'state'>): void {
    const now = this.clock.now();
    this.store.putNotification({ ...notification, attempts: 0, firstAt: now, nextAt: now, state: 'pending' });
    this.deliverDue();
  }

  /** Sends what fell due while the gateway was stopped, and schedules the rest. */
  start(): void {
    this.stopped = false;
    this.deliverDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
    await this.idle();
  }

  /** Resolves once no delivery is under way (tests wait on it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  pending(): NotificationRecord[] {
    return [...this.store.notifications.values()].filter((notification) => notification.state === 'pending');
  }

  private deliverDue(): void {
    if (this.stopped) return;
    const now = this.clock.now();
    for (const notification of this.pending()) {
      if (notification.nextAt > now || this.busy.has(notification.id)) continue;
      const delivery = this.deliver(notification).finally(() => {
        this.inFlight.delete(delivery);
        this.busy.delete(notification.id);
        this.schedule();
      });
      this.busy.add(notification.id);
      this.inFlight.add(delivery);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    const next = Math.min(
      ...this.pending()
        .filter((notification) => !this.busy.has(notification.id))
        .map((notification) => notification.nextAt),
    );
    if (next === this.timerAt) return;
    if (this.timer !== null) this.clock.clearTimer(this.timer);
    this.timer = null;
    this.timerAt = next;
    if (next === Infinity) return;
    this.timer = this.clock.setTimer(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.deliverDue();
      },
      Math.max(0, next - this.clock.now()),
    );
  }

  private async deliver(notification: NotificationRecord): Promise<void> {
    const status = await this.post(notification);
    const current = this.store.notifications.get(notification.id);
    if (!current || current.state !== 'pending') return;
    const attempts = current.attempts + 1;
    const now = this.clock.now();
    const logged = { notification: current.id, invoiceNo: current.invoiceNo, respCode: current.respCode, attempts, status };
    if (status >= 200 && status < 300) {
      this.store.putNotification({ ...current, attempts, state: 'delivered' });
      this.log.info(logged, 'notification delivered');
      return;
    }
    const nextAt = now + this.delays[Math.min(attempts - 1, this.delays.length - 1)]!;
    if (nextAt - current.firstAt > this.giveUpAfterMs) {
      this.store.putNotification({ ...current, attempts, state: 'abandoned' });
      this.log.error(logged, 'notification abandoned: the shop never acknowledged it');
      return;
    }
    this.store.putNotification({ ...current, attempts, nextAt });
    this.log.warn({ ...logged, retryInMs: nextAt - now }, 'notification not acknowledged; will retry');
  }

  /** The shop's HTTP status, or 0 when it could not be reached. */
  private async post(notification: NotificationRecord): Promise<number> {
    try {
      const response = await fetch(notification.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: notification.payload }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return 0;
    }
  }
}
