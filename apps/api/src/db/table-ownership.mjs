/**
 * Which module owns the tables of each schema file in db/schema (ADR 0041). Only the owner's
 * files import a schema file; other modules get what they need through the owner's public
 * entry (`modules/<owner>/index.ts`: its service, ports and query functions) or its read model
 * (`modules/<owner>/read-model.ts`: what others may read inside their own queries). The lint
 * rule in eslint.config.mjs is generated from this list, and refuses a schema file that has no
 * owner here.
 *
 * Plain JavaScript so that the lint configuration can import it as it is.
 */
export const tableOwnership = {
  'admin-messages': { owner: 'admin-messages', tables: ['admin_messages'] },
  advertising: {
    owner: 'advertising',
    tables: [
      'advertising_campaigns',
      'advertising_days',
      'advertising_impressions',
      'advertising_charges',
      'advertising_used_tokens',
    ],
  },
  audit: { owner: 'audit', tables: ['audit_entries'] },
  auth: { owner: 'auth', tables: ['one_time_tokens'] },
  bookings: {
    owner: 'bookings',
    tables: [
      'service_schedules',
      'service_slots',
      'reservations',
      'slot_waitlist',
      'calendar_feeds',
    ],
  },
  carts: { owner: 'carts', tables: ['cart_items', 'cart_additions'] },
  catalog: { owner: 'catalog', tables: ['catalog_nodes'] },
  'catalog-node-redirects': { owner: 'catalog', tables: ['catalog_node_redirects'] },
  chat: {
    owner: 'chat',
    tables: ['chat_conversations', 'chat_messages', 'chat_blocks', 'chat_reports'],
  },
  'catalog-parameters': { owner: 'catalog', tables: ['catalog_parameters', 'installed_data'] },
  comparison: { owner: 'comparison', tables: ['comparison_items'] },
  'domain-events': {
    owner: 'domain-events',
    tables: ['domain_events', 'domain_event_deliveries'],
  },
  'error-logs': { owner: 'error-logs', tables: ['error_logs'] },
  'eshop-integrations': {
    owner: 'eshop-integrations',
    tables: [
      'eshop_connections',
      'eshop_webhook_deliveries',
      'eshop_install_states',
      'eshop_install_claims',
      'eshop_catalog_mappings',
    ],
  },
  favorites: { owner: 'favorites', tables: ['favorites'] },
  feedbacks: { owner: 'feedbacks', tables: ['feedbacks', 'feedback_reports'] },
  follows: { owner: 'my-people', tables: ['seller_follows'] },
  geo: { owner: 'geo', tables: ['geo_points'] },
  importing: {
    owner: 'importing',
    tables: ['product_imports', 'product_import_rows', 'imported_listings'],
  },
  homepage: { owner: 'homepage', tables: ['homepage_entries', 'homepage_publications'] },
  'how-to-sell': { owner: 'how-to-sell', tables: ['how_to_sell_paragraphs'] },
  ledger: {
    owner: 'ledger',
    tables: ['ledger_accounts', 'ledger_transactions', 'ledger_entries'],
  },
  'listing-moderation': {
    owner: 'moderation',
    tables: ['listing_moderation_cases', 'listing_moderation_events', 'moderation_words'],
  },
  listings: {
    owner: 'listings',
    tables: ['listings', 'listing_media', 'listing_documents', 'listing_variants'],
  },
  notifications: {
    owner: 'notifications',
    tables: ['notifications', 'notification_preferences'],
  },
  orders: { owner: 'orders', tables: ['orders', 'order_items'] },
  payments: { owner: 'payments', tables: ['payment_checkouts', 'payment_webhook_events'] },
  'search-words': { owner: 'listings', tables: ['search_words'] },
  subscriptions: {
    owner: 'subscriptions',
    tables: ['subscription_plans', 'subscription_settings', 'subscriptions'],
  },
  // Kept by feedbacks through the users' port, read on every listing card (issue 34).
  'seller-ratings': { owner: 'users', tables: ['seller_ratings'] },
  sessions: { owner: 'sessions', tables: ['sessions', 'view_as_sessions', 'known_devices'] },
  statistics: {
    owner: 'statistics',
    tables: ['listing_view_visits', 'listing_daily_statistics', 'account_last_visits'],
  },
  support: {
    owner: 'support',
    tables: ['support_requests', 'support_replies', 'support_status_changes'],
  },
  throttle: { owner: 'throttle', tables: ['throttle_counters'] },
  users: { owner: 'users', tables: ['users', 'seller_profiles'] },
  verification: { owner: 'verification', tables: ['verification_codes'] },
};

/** Schema files without tables (column helpers, enums): building blocks any schema file uses. */
export const sharedSchemaFiles = ['columns', 'enums'];
