import type { DB } from './schema.js';

/**
 * Which part of the server owns (alone writes) each table, as a path under src/. Reads
 * that join another module's tables are allowed where a query needs them (a seat map
 * reads reservation statuses, a voucher counts the reservations holding it); writes are
 * not: a module changes another module's data only by calling its service. A test
 * (test/lifecycle/table-ownership.test.ts) checks every write in the source against this
 * map, and the compiler makes a new table name its owner here.
 */
export const TABLE_OWNERS = {
  cities: 'modules/catalog',
  points: 'modules/catalog',
  operators: 'modules/catalog',
  seat_layouts: 'modules/trips',
  routes: 'modules/trips',
  route_stops: 'modules/trips',
  schedules: 'modules/trips',
  trip_cancellations: 'modules/trips',
  trip_time_changes: 'modules/trips',
  payment_methods: 'modules/payment-methods',
  vouchers: 'modules/vouchers',
  seat_promos: 'modules/pricing',
  customers: 'modules/customers',
  customer_tokens: 'modules/customers',
  customer_login_codes: 'modules/customers',
  customer_point_entries: 'modules/customers',
  outbound_messages: 'modules/notifications',
  feedback_categories: 'modules/feedback',
  feedback: 'modules/feedback',
  feedback_replies: 'modules/feedback',
  review_tags: 'modules/reviews',
  reviews: 'modules/reviews',
  seat_alerts: 'modules/seat-alerts',
  staff: 'modules/staff',
  staff_sessions: 'modules/staff',
  staff_audit_log: 'modules/staff',
  boardings: 'modules/staff',
  blog_groups: 'modules/content',
  blogs: 'modules/content',
  banner_categories: 'modules/content',
  banners: 'modules/content',
  faq_categories: 'modules/content',
  faqs: 'modules/content',
  reservations: 'modules/reservations',
  reservation_legs: 'modules/reservations',
  reservation_passengers: 'modules/reservations',
  idempotency_keys: 'modules/reservations',
  seat_occupancy: 'modules/seats',
  payments: 'modules/payments',
  payment_notifications: 'modules/payments',
  simulator_transactions: 'modules/payments',
  refunds: 'modules/payments',
  flash_sale_sessions: 'modules/flashsale',
  flash_sale_cards: 'modules/flashsale',
  flash_sale_questions: 'modules/flashsale',
  flash_sale_quiz_state: 'modules/flashsale',
  flash_sale_keys: 'modules/flashsale',
  flash_sale_purchases: 'modules/flashsale',
  souvenir_categories: 'modules/souvenirs',
  souvenir_products: 'modules/souvenirs',
  souvenir_banners: 'modules/souvenirs',
  rate_limits: 'db/rate-limiter.ts',
} as const satisfies Record<keyof DB, string>;
