import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EshopCatalogMappingRule } from '@bazaar/contracts';
import { idColumn } from './columns';
import { users } from './users';

/*
 * E-shop integrations (issue 20, ADR 0064): sellers' connections to stores on Shopify, Shopline
 * and BigCommerce with their grants (encrypted at rest, AES-256-GCM), the webhook deliveries
 * handled (so a repeat does nothing), the install states and claims of the install flow, and the
 * catalog mapping each connection remembers. Platforms are text with a check (not an enum type)
 * so the importing module may name them too.
 */

const platformCheck = (column: unknown) => sql`${column} in ('shopify', 'shopline', 'bigcommerce')`;

/** A seller's store on a platform. Only one live (`connected`) connection per store. */
export const eshopConnections = pgTable(
  'eshop_connections',
  {
    id: idColumn(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    /** Shop domain (Shopify), handle (Shopline) or store hash (BigCommerce). */
    storeKey: text('store_key').notNull(),
    storeName: text('store_name').notNull(),
    storeUrl: text('store_url').notNull(),
    /** connected | removed_by_platform | detached */
    state: text('state').notNull(),
    /** The grant, each token sealed by token-crypto (null once the grant is gone). */
    accessTokenSealed: text('access_token_sealed'),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  },
  (table) => [
    check('eshop_connections_platform', platformCheck(table.platform)),
    check(
      'eshop_connections_state',
      sql`${table.state} in ('connected', 'removed_by_platform', 'detached')`,
    ),
    uniqueIndex('eshop_connections_live_store_idx')
      .on(table.platform, table.storeKey)
      .where(sql`${table.state} = 'connected'`),
    index('eshop_connections_seller_idx').on(table.sellerId),
    index('eshop_connections_access_expiry_idx')
      .on(table.accessTokenExpiresAt)
      .where(sql`${table.state} = 'connected'`),
  ],
);

/** Webhook deliveries handled: Shopify's X-Shopify-Webhook-Id, BigCommerce's `jti`, … */
export const eshopWebhookDeliveries = pgTable(
  'eshop_webhook_deliveries',
  {
    platform: text('platform').notNull(),
    deliveryId: text('delivery_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.platform, table.deliveryId] }),
    check('eshop_webhook_deliveries_platform', platformCheck(table.platform)),
    index('eshop_webhook_deliveries_received_idx').on(table.receivedAt),
  ],
);

/**
 * An install under way: the state nonce sent to the platform (its SHA-256), the store it was
 * started for and, when started from Bazaar, the seller it attaches to. Used once.
 */
export const eshopInstallStates = pgTable(
  'eshop_install_states',
  {
    stateHash: text('state_hash').primaryKey(),
    platform: text('platform').notNull(),
    storeKey: text('store_key').notNull(),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('eshop_install_states_platform', platformCheck(table.platform)),
    index('eshop_install_states_expires_idx').on(table.expiresAt),
  ],
);

/**
 * A store installed from the platform with no Bazaar seller known yet: the grant waits here
 * (sealed) for /app/complete-account to attach it to the seller who opens the claim link.
 */
export const eshopInstallClaims = pgTable(
  'eshop_install_claims',
  {
    /** SHA-256 of the claim token the browser carries. */
    tokenHash: text('token_hash').primaryKey(),
    platform: text('platform').notNull(),
    storeKey: text('store_key').notNull(),
    storeName: text('store_name').notNull(),
    storeUrl: text('store_url').notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check('eshop_install_claims_platform', platformCheck(table.platform)),
    index('eshop_install_claims_expires_idx').on(table.expiresAt),
  ],
);

/** The store-to-catalog mapping a connection remembers for its next import. */
export const eshopCatalogMappings = pgTable('eshop_catalog_mappings', {
  connectionId: uuid('connection_id')
    .primaryKey()
    .references(() => eshopConnections.id, { onDelete: 'cascade' }),
  rules: jsonb('rules').$type<EshopCatalogMappingRule[]>().notNull(),
  defaultCatalogNodeId: uuid('default_catalog_node_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type EshopConnectionRow = typeof eshopConnections.$inferSelect;
export type EshopInstallClaimRow = typeof eshopInstallClaims.$inferSelect;
export type EshopInstallStateRow = typeof eshopInstallStates.$inferSelect;
