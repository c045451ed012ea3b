import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accountRoutes, profileRoutes } from './modules/account/index.ts';
import { CatalogueIndex, catalogAdminRoutes, catalogRoutes, previewTokens } from './modules/catalog/index.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/index.ts';
import { catalogueStructureRoutes } from './modules/catalogue-structure/index.ts';
import { contentAdminRoutes, contentRoutes } from './modules/content/index.ts';
import { writingAdminRoutes } from './modules/content-admin/index.ts';
import { healthRoutes, type HealthOptions } from './modules/health/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { reviewAdminRoutes, reviewRoutes } from './modules/review/index.ts';
import { applyTierRules, membershipRoutes } from './modules/membership/index.ts';
import { cashbackRoutes } from './modules/cashback/index.ts';
import { recentlyViewedRoutes, viewRecorder } from './modules/recently-viewed/index.ts';
import { favoriteRoutes } from './modules/favorite/index.ts';
import { reminderRoutes } from './modules/reminder/index.ts';
import { caseAdminRoutes, caseRoutes } from './modules/case/index.ts';
import { notificationAdminRoutes, notificationRoutes } from './modules/notification/index.ts';
import { customerAdminRoutes } from './modules/customer/index.ts';
import { auditAdminRoutes } from './modules/audit/index.ts';
import { inventoryAdminRoutes } from './modules/inventory/index.ts';
import { promotionAdminRoutes, refreshEndedPromotionKinds } from './modules/promotion/index.ts';
import { catalogueBulkAdminRoutes } from './modules/catalogue-bulk/index.ts';
import { cartRoutes, untickWithdrawn } from './modules/cart/index.ts';
import { couponRoutes } from './modules/coupon/index.ts';
import { checkoutRoutes } from './modules/checkout/index.ts';
import { adminOrderRoutes, orderRoutes } from './modules/order/index.ts';
import { adminRefundRoutes, paymentRoutes } from './modules/payment/index.ts';
import { taxDocumentAdminRoutes, taxDocumentRoutes } from './modules/tax-document/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { shortLinkRoutes } from './modules/short-link/index.ts';
import { identityRoutes, type IdentitySettings } from './modules/identity/index.ts';
import { addressRoutes } from './modules/address/index.ts';
import { ownerBootstrapRoutes, staffAdminRoutes, staffManagementRoutes } from './modules/staff/index.ts';
import { registerAreaCheck } from './platform/api-areas.ts';
import { registerStaffGuard } from './platform/staff-guard.ts';
import { registerDocs } from './platform/docs.ts';
import { CatalogueCaches } from './platform/answer-cache.ts';
import { sharedState, type SharedState } from './platform/shared.ts';
import { nextScheduledMoment, watchScheduledMoments, type ScheduledMoments } from './platform/scheduled-moments.ts';
import './platform/app-services.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { GuestMergeRegistry } from './platform/guest-merge.ts';
import { diskMediaStorage, memoryMediaStorage, type MediaStorage } from './platform/media.ts';
import { outboxSender, type MessageSender } from './platform/messaging.ts';
import { registerEnvelope, sendError } from './platform/envelope.ts';
import { answerClientError, answerFrameworkError } from './platform/framework-errors.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { createLogger } from './platform/logger.ts';
import { registerRateLimit } from './platform/rate-limit.ts';
import { registerRequestContext } from './platform/request-context.ts';
import { registerSecurity } from './platform/security.ts';
import { registerSignatureCheck } from './platform/signature.ts';
import { createTokenService } from './platform/tokens.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: FastifyBaseLogger;
  /** Tests move time with their own clock. */
  clock?: Clock;
  /** SMS and e-mail; the outbox table by default. */
  sender?: MessageSender;
  media?: MediaStorage;
  /** What /health reports of this process beyond the database: its job runner, and whether it is shutting down. */
  health?: HealthOptions;
}

/** A caller's x-request-id is kept when it looks like an id, so one id follows a request across services. */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** The SDK sends Content-Type: application/json on body-less posts (guest login); an empty body is no body. */
function acceptEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) return done(null, undefined);
    parseJson(request, text, done);
  });
}

/**
 * An instance shutting down finishes the requests it has and answers any other 503 in the envelope, with the
 * connection closed, so the client or a load balancer goes to another instance.
 */
function refuseWhileDraining(app: FastifyInstance, draining: () => boolean) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining()) return done();
    reply.header('connection', 'close');
    void sendError(request, reply, 'SERVICE_UNAVAILABLE');
  });
}

/**
 * At each scheduled moment (a block or post published, a promotion or flash sale slot starting or ending, a scheduled
 * price due) every process empties its catalogue caches; the first to claim the moment (Redis; memory without) brings
 * the listings' promotion kinds up to date and announces the change, so every web process drops its kept pages
 * (decision 0057). Every emptying (a change here or announced) looks for the next moment again.
 */
function meetScheduledMoments(app: FastifyInstance, db: Database, shared: SharedState): ScheduledMoments {
  const moments = watchScheduledMoments({
    next: (after) => nextScheduledMoment(db, after),
    clock: () => app.clock(),
    log: app.log,
    async reached(moment, since, scheduled) {
      app.catalogueCaches.clearHere();
      if (!(await shared.claimOnce(`scheduled-moment:${moment.getTime()}`, 3600))) return;
      const refreshed = await refreshEndedPromotionKinds(db, since, moment);
      if (scheduled || refreshed > 0) app.catalogueCaches.clear();
    },
  });
  app.catalogueCaches.add({ clear: () => moments.replan() });
  app.addHook('onReady', async () => moments.start());
  app.addHook('onClose', async () => moments.stop());
  return moments;
}

/** Builds the whole API without listening; main.ts listens, tests call app.inject(). */
export async function buildApp({ config, db, logger, clock, sender, media, health }: AppOptions) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Closing, Fastify answers its own 503 without the envelope: refuseWhileDraining answers it instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('tokens', createTokenService({ secret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds }));
  app.decorateRequest('customer', null);
  app.decorate('clock', clock ?? systemClock);
  app.decorate('messages', sender ?? outboxSender(db));
  app.decorate('guestMerges', new GuestMergeRegistry());
  const shared = sharedState(config.redisUrl, app.log);
  app.addHook('onClose', () => shared.close());
  app.decorate('shared', shared);
  app.decorate('catalogueCaches', new CatalogueCaches(shared));
  app.decorate(
    'catalogueIndex',
    new CatalogueIndex(db, {
      freshMs: config.catalogueIndexFreshMs,
      onChanged: () => app.catalogueCaches.clearHere(),
    }),
  );
  app.decorate('scheduledMoments', meetScheduledMoments(app, db, shared));
  app.decorate('media', media ?? (config.mediaDir ? diskMediaStorage(config.mediaDir) : memoryMediaStorage()));
  // Set first thing, so every answer carries it, errors included; an onRequest hook costs less than an onSend one.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerAreaCheck(app);
  registerStaffGuard(app);
  registerEnvelope(app);
  if (health?.draining) refuseWhileDraining(app, health.draining);
  acceptEmptyJsonBody(app);
  await registerSecurity(app, config.webOrigins);
  await registerRateLimit(app, { perMinute: config.rateLimitPerMinute, shared, rendererKey: config.rendererKey });
  registerRequestContext(app);
  registerInputGuard(app);
  registerSignatureCheck(app, { appId: config.appId, appKey: config.appKey });
  await registerDocs(app);

  await app.register(healthRoutes, health ?? {});
  const identity: IdentitySettings = {
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    secret: config.jwtSecret,
    otpLimits: { perTargetPerHour: config.otpPerPhonePerHour, perIpPerHour: config.otpPerIpPerHour },
    brand: config.brand,
  };
  await app.register(identityRoutes, {
    ...identity,
    guestLoginRatePerMinute: config.guestLoginRatePerMinute,
    attemptsPerMinute: config.authAttemptsPerMinute,
    socialProviders: config.socialProviders,
    webOrigins: config.webOrigins,
    devOutboxHttp: config.devOutboxHttp,
    refreshGraceSeconds: config.refreshGraceSeconds,
  });
  const staffSettings = { secret: config.jwtSecret, brand: config.brand, webOrigin: config.webOrigins[0] ?? 'http://localhost:3000' };
  await app.register(staffAdminRoutes, { ...staffSettings, attemptsPerMinute: config.authAttemptsPerMinute });
  await app.register(staffManagementRoutes, staffSettings);
  await app.register(ownerBootstrapRoutes, { ...staffSettings, bootstrapKey: config.ownerBootstrapKey });
  // Content pages' and blog posts' preview links (decisions 0054, 0055), a key of their own: a product's token opens no
  // page, nor the reverse.
  const contentPreviews = previewTokens(config.jwtSecret, () => app.clock(), 'content page');
  await app.register(contentRoutes, { answerCacheMs: config.answerCacheMs, previews: contentPreviews });
  await app.register(accountRoutes, { ipHashKey: config.jwtSecret });
  await app.register(profileRoutes, { ...identity, publicUrl: config.publicUrl });
  await app.register(addressRoutes);
  await applyTierRules(db, config.membership.tiers);
  await app.register(membershipRoutes, {
    terms: { shopFreeDeliveryFrom: config.checkout.freeDeliveryFrom, birthdayCoupon: config.membership.birthdayCouponCode !== null },
  });
  await app.register(cashbackRoutes, { validDays: config.cashbackValidDays });
  // Drafts' preview links (decision 0048), checked by the shop's product page.
  const previews = previewTokens(config.jwtSecret, () => app.clock());
  await app.register(catalogRoutes, {
    answerCacheMs: config.answerCacheMs,
    recordView: viewRecorder(db),
    previews,
    index: app.catalogueIndex,
  });
  await app.register(recentlyViewedRoutes);
  await app.register(favoriteRoutes);
  await app.register(reminderRoutes);
  const delivery = { fee: config.checkout.deliveryFee, freeFrom: config.checkout.freeDeliveryFrom };
  await app.register(cartRoutes, { delivery });
  await app.register(couponRoutes, { delivery });
  await app.register(checkoutRoutes, { settings: config.checkout });
  await app.register(orderRoutes);
  await app.register(reviewRoutes, { publicUrl: config.publicUrl, videoTools: config.videoTools });
  await app.register(paymentRoutes, { settings: config.payments, checkout: config.checkout });
  await app.register(adminOrderRoutes);
  await app.register(adminRefundRoutes, { settings: config.payments });
  await app.register(taxDocumentRoutes);
  await app.register(taxDocumentAdminRoutes);
  await app.register(caseRoutes);
  await app.register(notificationRoutes);
  await app.register(catalogAdminRoutes, { onWithdrawn: untickWithdrawn });
  await app.register(customerAdminRoutes);
  await app.register(caseAdminRoutes);
  await app.register(notificationAdminRoutes);
  await app.register(reviewAdminRoutes, { publicUrl: config.publicUrl });
  await app.register(auditAdminRoutes);
  await app.register(inventoryAdminRoutes);
  await app.register(promotionAdminRoutes, { delivery });
  await app.register(catalogueAdminRoutes, { previews, videoTools: config.videoTools });
  await app.register(catalogueBulkAdminRoutes, { onWithdrawn: untickWithdrawn });
  await app.register(contentAdminRoutes, { previews: contentPreviews });
  await app.register(writingAdminRoutes, { previews: contentPreviews });
  await app.register(catalogueStructureRoutes);
  await app.register(searchRoutes, {
    answerCacheMs: config.answerCacheMs,
    ratePerMinute: config.searchRatePerMinute,
    rendererKey: config.rendererKey,
  });
  await app.register(mediaRoutes, { dataDir: config.dataDir, videoDir: config.videoDir, brand: config.brand });
  await app.register(shortLinkRoutes, { webOrigins: config.webOrigins, publicUrl: config.publicUrl });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
