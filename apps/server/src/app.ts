import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { AccessLogController, registerAccessLog } from './http/access-log.ts';
import { clientErrorBody, registerErrorHandler } from './http/error-handler.ts';
import type { LogOutput } from './http/log-writer.ts';
import { createLogging, resolveLogFormat, type LogFormat } from './http/logger.ts';
import { registerSpa } from './http/spa.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { countRequests, registerMetrics } from './http/metrics.ts';
import { RequestMetrics } from './http/metrics-requests.ts';
import { registerReadiness } from './http/readiness.ts';
import { registerTextGuard } from './http/text-guard.ts';
import { afterStartUp } from './process/after-start-up.ts';
import { registerClosingGuard } from './process/closing-guard.ts';
import { lazySchemaCompilers } from './process/lazy-schema-compilers.ts';
import { createMailer } from './mail/mailer.ts';
import { OutboxWorker } from './mail/outbox-worker.ts';
import { DiskMediaStore } from './media/disk-store.ts';
import { S3MediaStore } from './media/s3-store.ts';
import { registerMediaFiles } from './media/media-files-route.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { MediaFiles } from './modules/media/media-files.ts';
import { registerThemeFonts } from './theme/fonts-route.ts';
import { MediaService } from './modules/media/service.ts';
import { keepStatisticsFresh } from './db/statistics.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { ProductFiles } from './modules/products/product-files.ts';
import { productRoutes } from './modules/products/routes.ts';
import { postRoutes } from './modules/posts/routes.ts';
import { PostService } from './modules/posts/service.ts';
import { registerPostAnnouncer } from './modules/posts/post-announcer.ts';
import { BlogTerms } from './modules/posts/blog-terms.ts';
import { BlogSettingsService } from './modules/posts/blog-settings.ts';
import { ProductService } from './modules/products/service.ts';
import { serviceRoutes } from './modules/services/routes.ts';
import { discountRoutes } from './modules/discounts/routes.ts';
import { DiscountService } from './modules/discounts/service.ts';
import { ServiceCatalogue } from './modules/services/service.ts';
import { staffRoutes } from './modules/staff/routes.ts';
import { StaffService } from './modules/staff/service.ts';
import { sampleRoutes } from './modules/samples/routes.ts';
import { SampleService } from './modules/samples/service.ts';
import { storeSettingsRoutes } from './modules/store-settings/routes.ts';
import { StripeConnections } from './modules/payments/stripe-connection.ts';
import { stripeConnectionRoutes } from './modules/payments/stripe-routes.ts';
import { SecretBox } from './secrets/secret-box.ts';
import { loadServerSecret } from './secrets/server-secret.ts';
import { StoreSettingsService } from './modules/store-settings/service.ts';
import { CustomerService } from './modules/customers/service.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { InboxService } from './modules/inbox/service.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { NotificationService } from './modules/notifications/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { usageRoutes } from './modules/auth/usage-routes.ts';
import { operatorRoutes } from './modules/auth/operator-routes.ts';
import { elementsRoutes } from './modules/elements/routes.ts';
import { FormPages } from './modules/forms/form-pages.ts';
import { formRoutes } from './modules/forms/routes.ts';
import { cartRoutes } from './modules/storefront/cart-routes.ts';
import { CardCheckout } from './modules/orders/card-checkout.ts';
import { OrderPlacement } from './modules/orders/place-order.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { OrderService } from './modules/orders/service.ts';
import { registerStockHolds } from './modules/orders/stock-hold-scheduler.ts';
import { StockHolds } from './modules/orders/stock-holds.ts';
import { announceOrder } from './modules/orders/announce-order.ts';
import { cardOrderHandler } from './modules/orders/card-order-handler.ts';
import { CardRefunds } from './modules/orders/card-refunds.ts';
import type { CheckoutHandlers } from './modules/payments/checkout-handlers.ts';
import { CheckoutReconciler } from './modules/payments/checkout-reconciler.ts';
import { registerCheckoutReconciler } from './modules/payments/checkout-reconciler-scheduler.ts';
import { StripeWebhooks } from './modules/payments/stripe-webhooks.ts';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook-routes.ts';
import { publicStoreRoutes } from './modules/storefront/public-routes.ts';
import { VisitorLimits } from './modules/visitor-limits/visitor-limits.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { BookingService } from './modules/bookings/service.ts';
import { BookingPlacement } from './modules/bookings/place-booking.ts';
import { BookingPayments } from './modules/bookings/booking-payments.ts';
import { BookingLifecycle } from './modules/bookings/lifecycle.ts';
import { BookingSlots } from './modules/bookings/slots.ts';
import { publicBookingRoutes } from './modules/bookings/public-routes.ts';
import { BookingSite } from './modules/booking-site/booking-site.ts';
import { bookingFormRoutes } from './modules/booking-site/booking-routes.ts';
import { catalogueRoutes } from './modules/storefront/catalogue-routes.ts';
import { checkoutRoute } from './modules/storefront/checkout-route.ts';
import { FormSubmissionService } from './modules/forms/submission-service.ts';
import { FormTokens } from './modules/forms/token.ts';
import { ElementsService } from './modules/elements/service.ts';
import { AuthService } from './modules/auth/service.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { AnalyticsService } from './modules/analytics/service.ts';
import { AnalyticsReports } from './modules/analytics/analytics-reports.ts';
import { openCountryLookup } from './modules/analytics/collect/geoip.ts';
import { DailySalts } from './modules/analytics/daily-salts.ts';
import { PageViewCollector } from './modules/analytics/page-view-collector.ts';
import { PgEventsStore } from './modules/analytics/store/pg-events-store.ts';
import { pageRoutes } from './modules/pages/routes.ts';
import { releaseRoutes } from './modules/releases/routes.ts';
import { ReleaseService } from './modules/releases/service.ts';
import { SiteFastPath } from './modules/sites/fast-path.ts';
import { registerSites } from './modules/sites/routes.ts';
import { SiteResponder } from './modules/sites/site-responder.ts';
import { siteDirectoryFor } from './modules/sites/site-directory.ts';
import { siteSubscriber } from './modules/sites/site-invalidation.ts';
import { ChannelListener } from './db/channel-listener.ts';
import {
  hearSessionChangesOnEmbedded,
  sessionCacheFor,
  sessionSubscriber,
} from './modules/auth/session-cache.ts';
import { PageService } from './modules/pages/service.ts';
import { domainRoutes } from './modules/domains/routes.ts';
import { registerDomainChecks } from './modules/domains/scheduler.ts';
import { DomainService } from './modules/domains/service.ts';
import { TlsAllowance } from './modules/domains/tls-allowed.ts';
import { tlsRoutes } from './modules/domains/tls-routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { templatePreviewRoutes } from './modules/templates/preview-routes.ts';
import { TemplatePreviews } from './modules/templates/preview.ts';
import { TemplateWebsites } from './modules/templates/service.ts';
import { designRoutes } from './modules/templates/design-routes.ts';
import { OwnerTemplates } from './modules/templates/owner-templates.ts';
import { ownerTemplateRoutes, saveAsTemplateRoutes } from './modules/templates/owner-routes.ts';
import { websiteRoutes } from './modules/websites/routes.ts';
import { WebsiteService } from './modules/websites/service.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  /**
   * true: the server's own logging (LOG_LEVEL, LOG_FORMAT) on stdout; an object: the same logging
   * to another output (the tests capture it); false: none.
   */
  logger?: boolean | { output: LogOutput; format?: LogFormat; level?: string };
  /** The clock of form tokens, bookings and stock holds (milliseconds); tests move it on. */
  now?: () => number;
  /** The operator file's token (embedded database): enables the CLI's commands to this server. */
  operatorToken?: string;
  /**
   * Builds the template websites and their previews in the background once listening, so the
   * first gallery visit does not wait on them (the server's entry sets it; tests leave it off).
   */
  warmTemplates?: boolean;
}

/** Builds the whole HTTP application without listening: used by main.ts and by the tests. */
export async function buildApp({
  config,
  database,
  logger = false,
  now = Date.now,
  operatorToken,
  warmTemplates = false,
}: AppOptions): Promise<FastifyInstance> {
  const logging =
    logger === false
      ? null
      : createLogging(
          logger === true
            ? {
                level: config.logLevel,
                format: resolveLogFormat(config.logFormat, process.stdout.isTTY === true),
                output: process.stdout,
              }
            : { level: logger.level ?? config.logLevel, format: 'json', ...logger },
        );
  // Published sites, answered by the server's request listener before the framework when it can
  // (fast-path.ts) and otherwise by the framework's first hook (routes.ts), the same way.
  const siteDirectory = siteDirectoryFor(database);
  // Each response of a page holding a form carries a fresh signed token (modules/forms).
  const formTokens = new FormTokens(database.db, now, config.formMinFillMs);
  const sites = new SiteResponder({
    directory: siteDirectory,
    db: database.db,
    hostingDomain: config.hostingDomain,
    publicUrl: config.publicUrl,
    mintFormToken: (formElementId) => formTokens.mint(formElementId),
    now,
  });
  // Requests by kind, status class and latency (GET /metrics), counted on both paths.
  const requestMetrics = new RequestMetrics();
  const fastPath = new SiteFastPath({
    sites,
    trustProxy: config.trustProxy,
    accessLog: logging?.access ?? null,
    metrics: requestMetrics,
  });
  const app = Fastify({
    logger: logging?.fastifyLogger ?? false,
    // One compact line per request from the access log instead of the framework's two.
    logController: new AccessLogController(),
    serverFactory: fastPath.serverFactory(),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Requests that arrive while closing are answered by the closing guard, in the envelope.
    return503OnClosing: false,
    schemaController: lazySchemaCompilers,
    // A URL that cannot be decoded is answered in the envelope like any other bad input.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      void (reply as FastifyReply)
        .status(status)
        .send(clientErrorBody(status, error.code, error.message));
    },
  });

  registerErrorHandler(app);
  registerClosingGuard(app);
  registerJsonBodyParser(app);
  registerTextGuard(app);
  countRequests(app, requestMetrics);
  if (logging) {
    if (logging.access) registerAccessLog(app, logging.access);
    app.addHook('onClose', (_instance, done) => {
      logging.close();
      done();
    });
  }
  app.decorate('siteFastPath', fastPath);
  // Signed-in requests' sessions with their account, remembered by token (session-cache.ts).
  const sessionCache = sessionCacheFor(database);
  await hearSessionChangesOnEmbedded(app, database, sessionCache);
  // On PostgreSQL the site and session caches hear every other process's changes.
  const siteInvalidation =
    database.kind === 'postgres' && database.url
      ? new ChannelListener(
          database.url,
          [siteSubscriber(siteDirectory), sessionSubscriber(sessionCache)],
          (message) => app.log.warn(message),
        )
      : null;
  app.decorate('siteInvalidation', siteInvalidation);
  if (siteInvalidation) {
    await siteInvalidation.start();
    app.addHook('onClose', () => siteInvalidation.stop());
  }
  app.addHook('preClose', (done) => {
    fastPath.closing = true;
    done();
  });
  // First of all: a published site's request is answered before the dashboard's headers,
  // compression or routes are even considered.
  registerSites(app, sites);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // As a published page allows: an owner's http:// image shows in the builder and the
        // preview exactly as it will on the live site.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'mail'),
    from: config.mailFrom,
    log: app.log,
  });
  // Every mail of the outbox goes out from here, after the transaction that queued it.
  const outbox = new OutboxWorker({
    db: database.db,
    mailer,
    log: app.log,
    pollMs: config.outboxPollMs,
    retryBaseMs: config.outboxRetryBaseMs,
    messageIdDomain: new URL(config.publicUrl).hostname || 'tessera.local',
  });
  app.decorate('outbox', outbox);
  keepStatisticsFresh(app, database);
  app.addHook('onReady', (done) => {
    outbox.start();
    done();
  });
  // Before the database closes: a send in flight finishes and is recorded.
  app.addHook('onClose', async () => {
    await outbox.stop();
  });
  const mediaStore = config.mediaS3
    ? await S3MediaStore.create(config.mediaS3)
    : new DiskMediaStore(path.join(config.dataDir, 'media'));
  // Deleting a website or an account takes its files out of the store too.
  const mediaFiles = new MediaFiles({ db: database.db, store: mediaStore });
  const mediaLibrary = new MediaService({ db: database.db, store: mediaStore, files: mediaFiles });
  const auth = new AuthService({
    db: database.db,
    mediaFiles,
    mailer,
    publicUrl: config.publicUrl,
    defaultPlan: config.defaultPlan,
    registrationsPerAddressPerHour: config.registrationsPerAddressPerHour,
    sessionCache,
    // Deleting an account deletes its websites: their addresses must stop answering at once.
    onAccountDeleted: () => siteDirectory.forgetAll(),
  });
  registerAuthentication(app, auth);

  app.get('/api/health', async () => ({ data: { status: 'ok', database: database.kind } }));
  // Whether to send this process traffic: after start-up, until shutdown begins.
  const readiness = registerReadiness(app, database);
  await app.register(authRoutes(auth), { prefix: '/api/auth' });
  await app.register(
    usageRoutes(database.db, (userId) => mediaLibrary.usage(userId)),
    { prefix: '/api/auth' },
  );
  if (operatorToken) {
    await app.register(operatorRoutes(database.db, operatorToken), {
      prefix: '/api/internal/operator',
    });
  }
  const db = database.db;
  // A template's pictures go through the media pipeline when its website is built.
  const templates = new TemplateWebsites({
    db,
    media: mediaLibrary,
    files: mediaFiles,
    uploadDir: path.join(config.dataDir, 'uploads'),
  });
  // The owner's own templates: their images pass the media checks and count toward storage.
  const ownerTemplates = new OwnerTemplates({
    db,
    store: mediaStore,
    files: mediaFiles,
    media: mediaLibrary,
    uploadDir: path.join(config.dataDir, 'uploads'),
  });
  const websites = new WebsiteService({
    db,
    now,
    mediaFiles,
    templates,
    ownerTemplates,
    onSitesChanged: () => siteDirectory.forgetAll(),
  });
  await app.register(websiteRoutes(websites), { prefix: '/api/websites' });
  await app.register(templateRoutes(templates, ownerTemplates), { prefix: '/api/templates' });
  await app.register(designRoutes(db, templates), { prefix: '/api/websites' });
  await app.register(ownerTemplateRoutes(ownerTemplates), { prefix: '/api/templates' });
  await app.register(saveAsTemplateRoutes(ownerTemplates), { prefix: '/api/websites' });
  const templatePreviews = new TemplatePreviews({ db, templates });
  await app.register(templatePreviewRoutes(templatePreviews), { prefix: '/api/templates' });
  if (warmTemplates) {
    const stopWarming = new AbortController();
    app.addHook('onClose', (_instance, done) => {
      stopWarming.abort();
      done();
    });
    // Once the first requests are answered (after-start-up.ts); not awaited.
    afterStartUp(app, () => {
      templatePreviews.warm(stopWarming.signal).catch((error: unknown) => {
        app.log.warn({ err: error }, 'template previews could not be built in advance');
      });
    });
  }
  const domains = new DomainService({
    db,
    hostingDomain: config.hostingDomain,
    dnsServers: config.dnsServers,
    onSitesChanged: () => siteDirectory.forgetAll(),
  });
  await app.register(domainRoutes(domains, websites), { prefix: '/api/websites' });
  registerDomainChecks(app, domains, config.domainCheckIntervalMs);
  // Caddy's on-demand TLS asks here before it gets a certificate for a new name (deploy/Caddyfile).
  const tlsAllowance = new TlsAllowance({
    db,
    directory: siteDirectory,
    hostingDomain: config.hostingDomain,
    publicUrl: config.publicUrl,
  });
  await app.register(tlsRoutes(tlsAllowance), { prefix: '/api/internal' });
  await app.register(releaseRoutes(new ReleaseService({ db, websites })), {
    prefix: '/api/websites',
  });
  await app.register(pageRoutes(new PageService({ db })), { prefix: '/api' });
  await app.register(inboxRoutes(new InboxService({ db, onMailQueued: () => outbox.nudge() })), {
    prefix: '/api',
  });
  await app.register(
    customerRoutes(new CustomerService({ db, onMailQueued: () => outbox.nudge() })),
    { prefix: '/api' },
  );
  // Every change to products or the store's settings reaches cached published pages at once.
  const onCatalogueChanged = () => siteDirectory.forgetAll();
  const productCatalogue = new ProductService({ db, onCatalogueChanged });
  await app.register(
    productRoutes(
      productCatalogue,
      new ProductFiles(productCatalogue),
      path.join(config.dataDir, 'uploads'),
    ),
    { prefix: '/api' },
  );
  const stripeConnections = new StripeConnections({
    db,
    box: new SecretBox(
      await loadServerSecret({ secretKey: config.secretKey, dataDir: config.dataDir }),
    ),
    publicUrl: config.publicUrl,
    stripeApiUrl: config.stripeApiUrl,
  });
  await app.register(stripeConnectionRoutes(stripeConnections), { prefix: '/api' });
  await app.register(storeSettingsRoutes(new StoreSettingsService({ db, onCatalogueChanged })), {
    prefix: '/api',
  });
  // Blog posts: live records like products; the live blog is cached under the blog version.
  await app.register(
    postRoutes(
      new PostService({ db, now, onBlogChanged: onCatalogueChanged }),
      new BlogTerms(db),
      new BlogSettingsService(db),
    ),
    {
      prefix: '/api',
    },
  );
  // Services and staff: what visitors book on the published sites, which list the services.
  await app.register(serviceRoutes(new ServiceCatalogue({ db, onCatalogueChanged })), {
    prefix: '/api',
  });
  // Discount codes: the owner's list; orders take them in their own transaction.
  await app.register(discountRoutes(new DiscountService({ db, now })), { prefix: '/api' });
  await app.register(staffRoutes(new StaffService({ db, onCatalogueChanged })), {
    prefix: '/api',
  });
  // A template's sample rows: kept or removed in one go.
  await app.register(
    sampleRoutes(new SampleService({ db, files: mediaFiles, onChanged: onCatalogueChanged })),
    {
      prefix: '/api',
    },
  );
  await app.register(notificationRoutes(new NotificationService(db)), {
    prefix: '/api/notifications',
  });
  // Page views of the published sites, counted as they are served (no script, no cookie).
  const analyticsStore = new PgEventsStore(db);
  const pageViews = config.analytics
    ? new PageViewCollector({
        db,
        store: analyticsStore,
        salts: new DailySalts(db),
        countries: await openCountryLookup(config.geoipDatabase),
        log: app.log,
        retentionDays: config.analyticsRetentionDays,
      })
    : null;
  if (pageViews) {
    sites.countViewsWith(pageViews);
    app.addHook('onReady', (done) => {
      pageViews.start();
      done();
    });
    // What is still gathered is written before the database closes.
    app.addHook('onClose', async () => {
      await pageViews.close();
    });
  }
  registerMetrics(app, {
    token: config.metricsToken,
    requests: requestMetrics,
    readiness,
    database,
    siteCaches: () => sites.cacheStats(),
    analytics: pageViews,
    now,
  });
  const analyticsDeps = { db, store: analyticsStore, collector: pageViews };
  await app.register(
    analyticsRoutes(
      new AnalyticsService(analyticsDeps),
      new AnalyticsReports({ ...analyticsDeps, now }),
    ),
    { prefix: '/api/analytics' },
  );
  await app.register(elementsRoutes(new ElementsService(database.db)), { prefix: '/api' });
  // What one visitor may do on a published site, shared by every process through the database.
  const visitorLimits = new VisitorLimits(db, config.visitorLimits);
  const submissions = new FormSubmissionService({
    db,
    limits: visitorLimits,
    tokens: formTokens,
    publicUrl: config.publicUrl,
    onMailQueued: () => outbox.nudge(),
  });
  await app.register(formRoutes({ sites, submissions, pages: new FormPages(formTokens) }));
  await app.register(cartRoutes(sites));
  // Orders: placed by buyers (the public API, the checkout form), managed by their owners.
  // Card orders pay on Stripe's page: the session is made after the order's commit.
  const cardCheckout = new CardCheckout({
    db,
    stripe: stripeConnections,
    onCatalogueChanged,
    log: app.log,
  });
  if (config.stripeApiUrl) sites.store.paymentOrigins.push(new URL(config.stripeApiUrl).origin);
  sites.store.cardOrders = cardCheckout;
  const orderPlacement = new OrderPlacement({
    db,
    limits: visitorLimits,
    now,
    publicUrl: config.publicUrl,
    onMailQueued: () => outbox.nudge(),
    onCatalogueChanged,
    card: cardCheckout,
  });
  // A card order's refunds go through Stripe; Stripe's own reports of them count once.
  const cardRefunds = new CardRefunds({ db, connections: stripeConnections });
  await app.register(
    orderRoutes(
      new OrderService({
        db,
        hostingDomain: config.hostingDomain,
        onMailQueued: () => outbox.nudge(),
        onCatalogueChanged,
        cardRefunds,
      }),
    ),
    { prefix: '/api' },
  );
  // What each kind of Checkout Session settles when Stripe says it was paid, failed or expired:
  // read when an event arrives, so the bookings' handler is added below once bookings exist.
  const checkoutHandlers: Partial<CheckoutHandlers> = {
    order: cardOrderHandler({
      hostingDomain: config.hostingDomain,
      announce: (tx, orderId, siteOrigin) =>
        announceOrder(tx, { publicUrl: config.publicUrl }, orderId, siteOrigin),
    }),
  };
  const checkoutDeps = {
    db,
    connections: stripeConnections,
    handlers: checkoutHandlers,
    onMailQueued: () => outbox.nudge(),
    onCatalogueChanged,
    log: app.log,
  };
  await app.register(
    stripeWebhookRoutes(
      new StripeWebhooks({
        ...checkoutDeps,
        chargeRefunded: (tx, websiteId, charge, refunds) =>
          cardRefunds.chargeRefunded(tx, websiteId, charge, refunds),
      }),
    ),
    { prefix: '/api' },
  );
  // Sessions whose webhook never came are asked about on the stock holds' schedule.
  registerCheckoutReconciler(
    app,
    new CheckoutReconciler({ ...checkoutDeps, now }),
    config.stockHoldIntervalMs,
  );
  // Scheduled posts are live from their minute; the owner is told once, by one process.
  registerPostAnnouncer(app, { db, now, intervalMs: config.postAnnounceIntervalMs });
  // Unpaid bank-transfer orders give their stock back once the store's hold time is over.
  registerStockHolds(
    app,
    new StockHolds({ db, now, onCatalogueChanged, log: app.log }),
    config.stockHoldIntervalMs,
  );
  await app.register(
    publicStoreRoutes({ sites, placement: orderPlacement, hostingDomain: config.hostingDomain }),
  );
  // The same placement behind the site's own checkout form (no script needed).
  await app.register(checkoutRoute(sites, orderPlacement));
  // Bookings: placed by visitors (the public API, the site's booking pages) and by owners, each
  // checked against the free slots and settled by the database when two want one time.
  const bookingDeps = {
    db,
    now,
    publicUrl: config.publicUrl,
    hostingDomain: config.hostingDomain,
    mailFrom: config.mailFrom,
    limits: visitorLimits,
    onMailQueued: () => outbox.nudge(),
  };
  const bookingSlots = new BookingSlots({ db, now });
  // Deposits and prepayments by card, settled by the Stripe webhook's 'booking' handler.
  const bookingPayments = new BookingPayments(bookingDeps, stripeConnections);
  checkoutHandlers.booking = bookingPayments.handler();
  const bookingPlacement = new BookingPlacement(bookingDeps, bookingPayments);
  const bookingLifecycle = new BookingLifecycle(bookingDeps);
  await app.register(
    bookingRoutes(
      new BookingService({
        db,
        placement: bookingPlacement,
        lifecycle: bookingLifecycle,
        slots: bookingSlots,
        hostingDomain: config.hostingDomain,
      }),
    ),
    { prefix: '/api' },
  );
  await app.register(
    publicBookingRoutes({
      db,
      sites,
      placement: bookingPlacement,
      slots: bookingSlots,
      hostingDomain: config.hostingDomain,
    }),
  );
  // The same engine behind the site's own booking pages and forms (no script needed).
  const bookingSite = new BookingSite({
    db,
    slots: bookingSlots,
    lifecycle: bookingLifecycle,
    mailFrom: config.mailFrom,
    now,
    store: sites.store,
    payments: bookingPayments,
  });
  sites.useBookings(bookingSite);
  await app.register(
    bookingFormRoutes({
      sites,
      bookingSite,
      placement: bookingPlacement,
      lifecycle: bookingLifecycle,
    }),
  );
  await app.register(catalogueRoutes(db), { prefix: '/api' });
  await app.register(mediaRoutes(mediaLibrary, path.join(config.dataDir, 'uploads')), {
    prefix: '/api',
  });
  registerMediaFiles(app, mediaStore);
  registerThemeFonts(app);
  await registerSpa(app, config.webDist, { hostingDomain: config.hostingDomain });

  return app;
}
