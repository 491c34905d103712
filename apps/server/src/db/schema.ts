/**
 * Kysely's view of the tables in migrations/, one file per owning module under schema/
 * (db/table-owners.ts names the owner of each table). Keep in step with the migrations.
 * Conventions: `date` columns are 'YYYY-MM-DD' strings and int8/numeric are numbers
 * (see the parsers in database.ts); timestamptz columns are Date.
 */

import type { CitiesTable, PointsTable, OperatorsTable } from './schema/catalog.js';
import type {
  SeatLayoutsTable,
  RoutesTable,
  RouteStopsTable,
  SchedulesTable,
  TripCancellationsTable,
  TripTimeChangesTable,
} from './schema/trips.js';
import type { PaymentMethodsTable } from './schema/payment-methods.js';
import type { VouchersTable } from './schema/vouchers.js';
import type { SeatPromosTable } from './schema/pricing.js';
import type {
  CustomersTable,
  CustomerTokensTable,
  CustomerLoginCodesTable,
  CustomerPointEntriesTable,
} from './schema/customers.js';
import type { OutboundMessagesTable } from './schema/notifications.js';
import type {
  FeedbackCategoriesTable,
  FeedbackTable,
  FeedbackRepliesTable,
} from './schema/feedback.js';
import type { ReviewTagsTable, ReviewsTable } from './schema/reviews.js';
import type { SeatAlertsTable } from './schema/seat-alerts.js';
import type {
  ReservationsTable,
  ReservationLegsTable,
  ReservationPassengersTable,
  IdempotencyKeysTable,
  ReservationRemindersTable,
} from './schema/reservations.js';
import type { SeatOccupancyTable } from './schema/seats.js';
import type {
  PaymentsTable,
  PaymentNotificationsTable,
  SimulatorTransactionsTable,
  RefundsTable,
} from './schema/payments.js';
import type { RateLimitsTable } from './schema/rate-limits.js';
import type {
  StaffTable,
  StaffSessionsTable,
  StaffAuditLogTable,
  BoardingsTable,
  DepartureStatusesTable,
} from './schema/staff.js';
import type {
  BlogGroupsTable,
  BlogsTable,
  BannerCategoriesTable,
  BannersTable,
  FaqCategoriesTable,
  FaqsTable,
} from './schema/content.js';
import type {
  FlashSaleSessionsTable,
  FlashSaleCardsTable,
  FlashSaleQuestionsTable,
  FlashSaleQuizStateTable,
  FlashSaleKeysTable,
  FlashSalePurchasesTable,
} from './schema/flashsale.js';
import type {
  SouvenirCategoriesTable,
  SouvenirProductsTable,
  SouvenirBannersTable,
} from './schema/souvenirs.js';

export type * from './schema/catalog.js';
export type * from './schema/trips.js';
export type * from './schema/payment-methods.js';
export type * from './schema/vouchers.js';
export type * from './schema/pricing.js';
export type * from './schema/customers.js';
export type * from './schema/feedback.js';
export type * from './schema/reviews.js';
export type * from './schema/seat-alerts.js';
export type * from './schema/notifications.js';
export type * from './schema/reservations.js';
export type * from './schema/seats.js';
export type * from './schema/payments.js';
export type * from './schema/rate-limits.js';
export type * from './schema/staff.js';
export type * from './schema/content.js';
export type * from './schema/flashsale.js';
export type * from './schema/souvenirs.js';

export interface DB {
  cities: CitiesTable;
  points: PointsTable;
  operators: OperatorsTable;
  seat_layouts: SeatLayoutsTable;
  routes: RoutesTable;
  route_stops: RouteStopsTable;
  schedules: SchedulesTable;
  trip_cancellations: TripCancellationsTable;
  trip_time_changes: TripTimeChangesTable;
  payment_methods: PaymentMethodsTable;
  vouchers: VouchersTable;
  seat_promos: SeatPromosTable;
  customers: CustomersTable;
  customer_tokens: CustomerTokensTable;
  customer_login_codes: CustomerLoginCodesTable;
  customer_point_entries: CustomerPointEntriesTable;
  outbound_messages: OutboundMessagesTable;
  feedback_categories: FeedbackCategoriesTable;
  feedback: FeedbackTable;
  feedback_replies: FeedbackRepliesTable;
  review_tags: ReviewTagsTable;
  reviews: ReviewsTable;
  seat_alerts: SeatAlertsTable;
  reservations: ReservationsTable;
  reservation_legs: ReservationLegsTable;
  reservation_passengers: ReservationPassengersTable;
  idempotency_keys: IdempotencyKeysTable;
  reservation_reminders: ReservationRemindersTable;
  seat_occupancy: SeatOccupancyTable;
  payments: PaymentsTable;
  payment_notifications: PaymentNotificationsTable;
  rate_limits: RateLimitsTable;
  simulator_transactions: SimulatorTransactionsTable;
  refunds: RefundsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  staff_audit_log: StaffAuditLogTable;
  boardings: BoardingsTable;
  departure_statuses: DepartureStatusesTable;
  blog_groups: BlogGroupsTable;
  blogs: BlogsTable;
  banner_categories: BannerCategoriesTable;
  banners: BannersTable;
  faq_categories: FaqCategoriesTable;
  faqs: FaqsTable;
  flash_sale_sessions: FlashSaleSessionsTable;
  flash_sale_cards: FlashSaleCardsTable;
  flash_sale_questions: FlashSaleQuestionsTable;
  flash_sale_quiz_state: FlashSaleQuizStateTable;
  flash_sale_keys: FlashSaleKeysTable;
  flash_sale_purchases: FlashSalePurchasesTable;
  souvenir_categories: SouvenirCategoriesTable;
  souvenir_products: SouvenirProductsTable;
  souvenir_banners: SouvenirBannersTable;
}
