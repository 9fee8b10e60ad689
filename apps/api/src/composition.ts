import fp from 'fastify-plugin';
import type { Config } from './config';
import { loadAuthSecret } from './lib/auth-secret';
import type { Clock } from './lib/clock';
import { adminAccountsModule } from './modules/admin-accounts';
import { adminMessagesModule } from './modules/admin-messages';
import { auditModule } from './modules/audit';
import { advertisingModule } from './modules/advertising';
import { promotionDailyFigures } from './modules/advertising/read-model';
import { authModule, createPasswordPolicy } from './modules/auth';
import { bookingsModule } from './modules/bookings';
import { buyersModule } from './modules/buyers';
import { cartsModule } from './modules/carts';
import {
  catalogModule,
  catalogPath,
  filtersManagerPlugin,
  findCatalogNode,
} from './modules/catalog';
import { chatModule } from './modules/chat';
import { comparisonModule, forgetComparedListing } from './modules/comparison';
import { domainEventsModule } from './modules/domain-events';
import { errorLogsModule } from './modules/error-logs';
import { jobHealthModule } from './modules/job-health';
import { eshopConnectionsPort, eshopIntegrationsModule } from './modules/eshop-integrations';
import { favoritesModule } from './modules/favorites';
import { feedbacksModule } from './modules/feedbacks';
import { geoModule } from './modules/geo';
import { healthModule, uploadsFolderWritable } from './modules/health';
import { homepageModule } from './modules/homepage';
import { howToSellModule } from './modules/how-to-sell';
import { importingModule } from './modules/importing';
import { ledgerModule } from './modules/ledger';
import { listingsModule } from './modules/listings';
import { moderationModule } from './modules/moderation';
import { mailerModule } from './modules/mailer';
import { myPeopleModule } from './modules/my-people';
import { notificationsModule } from './modules/notifications';
import { ordersModule } from './modules/orders';
import { paymentsModule } from './modules/payments';
import { picturesModule } from './modules/pictures';
import { pingModule } from './modules/ping';
import { realtimeModule } from './modules/realtime';
import { searchModule } from './modules/search';
import { sellersModule } from './modules/sellers';
import { sessionsModule } from './modules/sessions';
import { sharedPagesModule } from './modules/shared-pages';
import { showroomModule } from './modules/showroom';
import { smsModule } from './modules/sms';
import { subscriptionsModule } from './modules/subscriptions';
import { statisticsModule } from './modules/statistics';
import { supportModule } from './modules/support';
import { throttleModule } from './modules/throttle';
import { usersModule } from './modules/users';
import { verificationModule } from './modules/verification';
import { demoDataPlugin } from './seed/demo-data.plugin';

export interface ModulesOptions {
  config: Config;
  clock: Clock;
  /** When this process started (GET /api/ping). */
  startedAt: Date;
}

/**
 * Every module of the api, registered in one place (ADR 0041). Each module is a plugin that
 * decorates the app with its service and declares the plugins it needs, so an order that breaks
 * a dependency fails at start with the missing plugin's name; its routes go under /api.
 */
export const modulesPlugin = fp<ModulesOptions>(
  async (app, { config, clock, startedAt }) => {
    await app.register(pingModule, { version: config.appVersion, startedAt });
    await app.register(healthModule, {
      redisUrl: config.realtime.redisUrl,
      // Uploads in progress land in the folder even when media live in a bucket: both must work.
      storage: async () => {
        await uploadsFolderWritable(config.uploadsDir)();
        await app.mediaStorage.check();
      },
      metricsToken: config.metrics.token,
    });
    await app.register(domainEventsModule, { clock });
    // Before every route: its hook sees each write's answer, to announce changed pages.
    await app.register(sharedPagesModule, { redisUrl: config.realtime.redisUrl });
    await app.register(auditModule, { clock });

    await app.register(mailerModule, config.mail);
    await app.register(smsModule, config.sms);
    app.log.info(
      { mail: app.mailer.describe(), sms: app.smsSender.describe() },
      'outgoing messages',
    );
    await app.register(throttleModule, { clock, exemptIps: config.throttleExemptIps });
    await app.register(sessionsModule, {
      clock,
      idleTimeoutSeconds: config.auth.sessionIdleTimeoutSeconds,
      maxAgeSeconds: config.auth.sessionMaxAgeSeconds,
    });
    await app.register(picturesModule);

    await app.register(catalogModule, {
      clock,
      redisUrl: config.realtime.redisUrl,
    });
    const secret = await loadAuthSecret(config.auth.secret, config.dataDir, app.log);
    if (config.seedDemoData) {
      // After the catalog structure is installed: the demo listings sit in its nodes.
      await app.register(demoDataPlugin, { secret });
    }
    await app.register(geoModule);
    await app.register(listingsModule, {
      clock,
      // Listings sit below the modules that read them: what they need of those comes in here.
      neighbours: { catalogPath, findCatalogNode, forgetComparedListing },
    });
    await app.register(filtersManagerPlugin);
    await app.register(showroomModule, { clock });
    await app.register(searchModule);

    await app.register(usersModule, { clock, passwordRules: createPasswordPolicy() });
    await app.register(authModule, {
      clock,
      secret,
      accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
      publicUrl: config.publicUrl,
    });
    await app.register(verificationModule, { clock, secret, publicUrl: config.publicUrl });
    await app.register(sellersModule);
    await app.register(buyersModule);
    await app.register(errorLogsModule, { clock });
    await app.register(jobHealthModule);

    await app.register(notificationsModule, { clock, publicUrl: config.publicUrl });
    await app.register(adminAccountsModule);
    await app.register(realtimeModule, {
      clock,
      ...config.realtime,
      trustProxy: config.trustProxy,
      exemptAddresses: config.throttleExemptIps,
    });
    await app.register(adminMessagesModule, { clock });
    await app.register(cartsModule, { clock });
    await app.register(ordersModule, { clock, publicUrl: config.publicUrl });
    await app.register(bookingsModule, {
      clock,
      publicUrl: config.publicUrl,
      allowPrivateCalendarAddresses: config.calendarImportAllowPrivateAddresses,
    });
    await app.register(chatModule, { clock, publicUrl: config.publicUrl });
    await app.register(supportModule, { clock, publicUrl: config.publicUrl });
    await app.register(comparisonModule, { clock });
    await app.register(favoritesModule, { clock });
    await app.register(feedbacksModule, { clock });
    await app.register(moderationModule, { clock });
    await app.register(myPeopleModule, { clock });
    await app.register(howToSellModule);
    await app.register(homepageModule, { clock });
    await app.register(ledgerModule, { clock });
    // Subscriptions read the sellers' connected stores through the e-shop module's port (a
    // shopline store takes 10% off); that module registers after them (it asks for the plan's
    // e-shop limit) and after importing (it registers a store source per platform there).
    await app.register(subscriptionsModule, { clock, eshops: eshopConnectionsPort(app.db) });
    await app.register(advertisingModule, { clock, secret });
    await app.register(importingModule, {
      clock,
      uploadsDir: config.uploadsDir,
      allowPrivatePictureAddresses: config.importPicturesAllowPrivateAddresses,
    });
    await app.register(eshopIntegrationsModule, {
      clock,
      publicUrl: config.publicUrl,
      secret,
      eshops: config.eshops,
    });
    await app.register(statisticsModule, {
      clock,
      secret,
      // Ad views, clicks and spend per listing and day, from the advertising module's read model.
      promotionFigures: promotionDailyFigures,
    });
    // Checkouts are opened and paid over HTTP; a worker answers none, so it starts no payment
    // stand-in (its own port) and no provider client.
    if (config.role !== 'worker') {
      await app.register(paymentsModule, {
        clock,
        publicUrl: config.publicUrl,
        payments: config.payments,
      });
    }
  },
  { name: 'modules', dependencies: ['db', 'jobs', 'errors', 'auth', 'uploads', 'openapi'] },
);
