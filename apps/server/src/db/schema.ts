import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely's view of the tables in migrations/. Keep in step with the migrations.
 * Conventions: `date` columns are 'YYYY-MM-DD' strings and int8/numeric are numbers
 * (see the parsers in database.ts); timestamptz columns are Date.
 */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface SeatLayoutCell {
  row: number;
  col: number;
  type: 'seat' | 'driver' | 'door' | 'aisle' | 'toilet' | 'empty';
  /** Seat number, only on type 'seat'. */
  no?: string;
}

export interface PriceLineRecord {
  title: string;
  value: number;
  type: string;
}

export interface PaymentInstructionGroup {
  title: string;
  steps: string[];
}

export interface CitiesTable {
  id: number;
  name: string;
  province: string;
  timezone: string;
  popular_rank: number | null;
  image_url: string | null;
}

export interface PointsTable {
  id: Generated<number>;
  code: string;
  city_id: number;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  is_transfer_hub: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface OperatorsTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo_url: string | null;
  description: ColumnType<string, string | undefined, string>;
  terms: ColumnType<string, string | undefined, string>;
  rating: number | null;
  review_count: ColumnType<number, number | undefined, number>;
  highlight: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface SeatLayoutsTable {
  id: Generated<number>;
  code: string;
  name: string;
  vehicle_type: 'shuttle' | 'bus';
  seat_class: string;
  row_count: number;
  col_count: number;
  seat_count: number;
  cells: Json<SeatLayoutCell[]>;
}

export interface RoutesTable {
  id: Generated<number>;
  code: string;
  operator_id: number;
  name: string;
}

export interface RouteStopsTable {
  route_id: number;
  stop_index: number;
  point_id: number;
  minutes_from_start: number;
  fare_from_start: number;
}

export interface SchedulesTable {
  id: Generated<number>;
  code: string;
  route_id: number;
  layout_id: number;
  /** 'HH:MM:SS' */
  departure_time: string;
  fare_percent: ColumnType<number, number | undefined, number>;
  facilities: ColumnType<string[], string[] | undefined, string[]>;
  days_of_week: ColumnType<number[], number[] | undefined, number[]>;
  valid_from: string;
  valid_until: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface TripCancellationsTable {
  schedule_id: number;
  trip_date: string;
  reason: ColumnType<string, string | undefined, string>;
}

export interface PaymentMethodsTable {
  code: string;
  name: string;
  group_code: 'va' | 'ewallet' | 'qris' | 'retail';
  group_name: string;
  fee_type: 'flat' | 'percent';
  fee_value: number;
  min_amount: ColumnType<number, number | undefined, number>;
  max_amount: ColumnType<number, number | undefined, number>;
  logo_url: string | null;
  instructions: ColumnType<PaymentInstructionGroup[], string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface VouchersTable {
  code: string;
  name: string;
  description: ColumnType<string, string | undefined, string>;
  terms: ColumnType<string, string | undefined, string>;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount: number | null;
  min_spend: ColumnType<number, number | undefined, number>;
  quota: number | null;
  valid_from: Timestamp;
  valid_until: Timestamp;
  operator_codes: string[] | null;
  payment_method_codes: string[] | null;
  is_public: ColumnType<boolean, boolean | undefined, boolean>;
  new_customer_only: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface SeatPromosTable {
  code: string;
  name: string;
  operator_id: number | null;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  seats_per_trip: number | null;
  valid_from: string;
  valid_until: string;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CustomersTable {
  id: Generated<number>;
  name: ColumnType<string, string | undefined, string>;
  email: string | null;
  phone: string | null;
  gender: string | null;
  birth_date: string | null;
  /** The profile's occupation: an id of the client's list (1..1000), or words for 'other'. */
  occupation_id: number | null;
  occupation_other: string | null;
  points_balance: ColumnType<number, number | undefined, number>;
  /** The customer's own referral code, given on the first ask (migration 0017). */
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Whose code this account signed up with; set once, when the sign-in created it. */
  referred_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: DefaultTimestamp;
}

export interface CustomerTokensTable {
  token_hash: string;
  customer_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/**
 * One one-time sign-in code (customers module). `auth_hash` is the SHA-256 of the OTP
 * session the client holds; `code_hash` a SHA-256 over that session and the code.
 */
export interface CustomerLoginCodesTable {
  auth_hash: string;
  channel: 'email' | 'sms';
  /** E-mail lower-cased, or phone in national 0812... form. */
  identifier: string;
  code_hash: string;
  client_address: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  wrong_tries: ColumnType<number, number | undefined, number>;
  used_at: Timestamp | null;
  /** A newer code was sent for the same login session: this one is dead. */
  superseded_at: Timestamp | null;
  /** First send of the login session this code belongs to, and its sends so far. */
  chain_started_at: Timestamp;
  chain_sends: number;
}

export type PointEntryKind = 'earned' | 'spent' | 'returned' | 'adjusted';

/**
 * One change of a customer's points balance (customers module, decision 0009): `points`
 * signed (spent negative), `balance_after` the balance once applied. At most one 'earned'
 * entry per reservation (a partial UNIQUE index).
 */
export interface CustomerPointEntriesTable {
  id: Generated<number>;
  customer_id: number;
  reservation_id: number | null;
  kind: PointEntryKind;
  points: number;
  balance_after: number;
  note: string | null;
  created_at: Timestamp;
}

/** Categories of customer feedback (feedback module), seeded by migration 0007. */
export interface FeedbackCategoriesTable {
  id: number;
  name: string;
  sort_order: number;
}

/** A customer's feedback (feedback module): open until staff reply, then answered. */
export interface FeedbackTable {
  id: Generated<number>;
  customer_id: number;
  category_id: number;
  reservation_id: number | null;
  reservation_code: string | null;
  message: string;
  status: ColumnType<'open' | 'answered', 'open' | 'answered' | undefined, 'open' | 'answered'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A staff reply to a feedback thread; read_at is when the customer opened it. */
export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  message: string;
  staff_name: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

/** The tags a star rating offers (reviews module), seeded by migration 0008. */
export interface ReviewTagsTable {
  id: number;
  rating: number;
  name: string;
  sort_order: number;
}

/** A customer's review of a paid, travelled reservation: one per reservation. */
export interface ReviewsTable {
  id: Generated<number>;
  reservation_id: number;
  customer_id: number;
  /** The operator of the reservation's first leg, the one the review counts for. */
  operator_id: number;
  rating: number;
  /** The chosen tags' labels as they read when the review was written. */
  tags: ColumnType<string[], string[] | undefined, string[]>;
  comment: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/**
 * A customer's request to be told when a seat of a sold-out departure frees (seat-alerts
 * module): one per customer and trip segment, fired at most once until asked again.
 */
export interface SeatAlertsTable {
  id: Generated<number>;
  customer_id: number;
  schedule_id: number;
  trip_date: string;
  from_stop: number;
  to_stop: number;
  operator_code: string;
  jadwal_code: string;
  departure_date: string;
  departure_at: Timestamp;
  /** Local HH:mm at boarding and its zone label, for the list and the message. */
  departure_time: string;
  departure_zone: string;
  operator_name: string;
  origin_label: string;
  destination_label: string;
  status: ColumnType<
    'waiting' | 'notified' | 'cancelled',
    'waiting' | 'notified' | 'cancelled' | undefined,
    'waiting' | 'notified' | 'cancelled'
  >;
  queued_at: Timestamp;
  notified_at: Timestamp | null;
  created_at: Timestamp;
}

/** The durable outbox of e-mail and SMS (notifications module). */
export interface OutboundMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** Holds a secret (a sign-in code): its text is blanked once it is finished, outside development. */
  sensitive: ColumnType<boolean, boolean | undefined, boolean>;
  status: ColumnType<
    'pending' | 'sent' | 'failed',
    'pending' | undefined,
    'pending' | 'sent' | 'failed'
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  /** Not worth sending after this instant (a code that has expired). */
  discard_after: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export type ReservationStatus = 'pending' | 'paid' | 'expired' | 'cancelled';

export interface ReservationsTable {
  id: Generated<number>;
  code: string;
  status: ReservationStatus;
  customer_id: number | null;
  guest_secret_hash: string;
  booker_name: string;
  booker_phone: string;
  booker_email: string;
  is_round_trip: ColumnType<boolean, boolean | undefined, boolean>;
  is_connecting: ColumnType<boolean, boolean | undefined, boolean>;
  payment_method_code: string;
  voucher_code: string | null;
  fare_total: number;
  voucher_discount: ColumnType<number, number | undefined, number>;
  points_used: ColumnType<number, number | undefined, number>;
  insurance_fee: ColumnType<number, number | undefined, number>;
  donation: ColumnType<number, number | undefined, number>;
  donation_comment: string | null;
  admin_fee: ColumnType<number, number | undefined, number>;
  total: number;
  price_lines: Json<PriceLineRecord[]>;
  ads_code: string | null;
  referer_url: string | null;
  platform: ColumnType<string, string | undefined, string>;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  refund_status: 'required' | 'refunded' | null;
  created_at: DefaultTimestamp;
  /** The booker's e-mail lower-cased and phone in 0812... form: hold limits count by them. */
  booker_email_key: string | null;
  booker_phone_key: string | null;
  /** The client address that asked for the hold (per-address hold limit). */
  client_address: string | null;
}

/** A checkout's Idempotency-Key (stored hashed) and the reservation it made. */
export interface IdempotencyKeysTable {
  key_hash: string;
  scope: string;
  request_hash: string;
  reservation_id: number;
  /** The reservation's guest secret, sealed under a key derived from the Idempotency-Key. */
  sealed_guest_token: string;
  created_at: Timestamp;
}

export interface ReservationLegsTable {
  id: Generated<number>;
  reservation_id: number;
  direction: 'go' | 'return';
  leg_index: number;
  schedule_id: number;
  trip_date: string;
  from_stop: number;
  to_stop: number;
  departure_at: Timestamp;
  arrival_at: Timestamp;
  fare_per_seat: number;
}

export interface ReservationPassengersTable {
  id: Generated<number>;
  leg_id: number;
  seat_no: string;
  passenger_name: string;
  promo_code: string | null;
  fare: number;
  promo_discount: ColumnType<number, number | undefined, number>;
}

export interface SeatOccupancyTable {
  schedule_id: number;
  trip_date: string;
  seat_no: string;
  segment_index: number;
  reservation_id: number;
}

export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'cancelled' | 'failed';

export interface PaymentsTable {
  id: Generated<number>;
  /** Exactly one of reservation_id and flash_sale_purchase_id is set (migration 0014). */
  reservation_id: number | null;
  flash_sale_purchase_id: ColumnType<number | null, number | null | undefined, number | null>;
  order_id: string;
  gateway: string;
  method_code: string;
  amount: number;
  status: PaymentStatus;
  gateway_transaction_id: string | null;
  instructions: ColumnType<Record<string, unknown>, string | undefined, string>;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  is_late: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultTimestamp;
}

export interface PaymentNotificationsTable {
  id: Generated<number>;
  order_id: string;
  transaction_id: string;
  transaction_status: string;
  body: Json<unknown>;
  outcome: string;
  received_at: DefaultTimestamp;
}

/** The local payment simulator's own record of its charges (the gateway's side). */
export interface SimulatorTransactionsTable {
  order_id: string;
  transaction_id: string;
  transaction_status: string;
  status_code: string;
  gross_amount: string;
  payment_type: string;
  updated_at: Date;
  /** Refunds the simulator made (their refund_key), and how much of the charge they returned. */
  refund_keys: ColumnType<string[], string | undefined, string>;
  refunded_amount: ColumnType<number, number | undefined, number>;
}

export type RefundReason = 'terlambat' | 'ganda' | 'keberangkatan_dibatalkan';
export type RefundStatus = 'required' | 'processing' | 'refunded' | 'failed';

/** Money owed back to a booker and its return through the gateway (payments module, decision 0017). */
export interface RefundsTable {
  id: Generated<number>;
  payment_id: number;
  reservation_id: number;
  /** Why, and the key that makes owing it twice insert nothing (see migration 0013). */
  owed_key: string;
  reason: RefundReason;
  note: ColumnType<string, string | undefined, string>;
  amount: number;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  gateway_refund_id: string | null;
  last_error: string | null;
  processed_by: number | null;
  created_at: Timestamp;
  processing_started_at: Timestamp | null;
  refunded_at: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  /** Where the window ends: pruning keeps counters of windows still running. */
  window_end: Timestamp;
  hits: number;
}

export interface StaffTable {
  id: Generated<number>;
  /** Lower case (the migration's CHECK). */
  email: string;
  name: string;
  /** argon2id PHC string. */
  password_hash: string;
  role: 'admin' | 'petugas';
  /** The petugas's operator; null for an admin. */
  operator_id: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
}

export interface StaffSessionsTable {
  id: Generated<number>;
  staff_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface StaffAuditLogTable {
  id: Generated<number>;
  staff_id: number;
  action: string;
  entity: string;
  entity_key: string;
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  at: Timestamp;
}

export interface BoardingsTable {
  passenger_id: number;
  reservation_id: number;
  schedule_id: number;
  trip_date: string;
  staff_id: number;
  method: 'qr' | 'manual';
  boarded_at: Timestamp;
}

/** Content module (migration 0011): plain text, slugs for codes. */
export interface BlogGroupsTable {
  code: string;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface BlogsTable {
  id: Generated<number>;
  code: string;
  group_code: string;
  title: string;
  summary: string;
  body: string;
  image_url: string;
  author: string;
  published_at: Timestamp;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BannerCategoriesTable {
  id: Generated<number>;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface BannersTable {
  id: Generated<number>;
  placement: 'carousel' | 'event' | 'popup';
  category_id: number | null;
  /** The event's code or the popup's ads code; null for the carousel. */
  code: string | null;
  title: string;
  subtitle: ColumnType<string, string | undefined, string>;
  image_url: string;
  link_url: string | null;
  voucher_codes: ColumnType<string[], string[] | undefined, string[]>;
  shown_to_all: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FaqCategoriesTable {
  id: Generated<number>;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface FaqsTable {
  id: Generated<number>;
  category_id: number;
  question: string;
  answer: string;
  is_recommended: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  is_published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  cities: CitiesTable;
  points: PointsTable;
  operators: OperatorsTable;
  seat_layouts: SeatLayoutsTable;
  routes: RoutesTable;
  route_stops: RouteStopsTable;
  schedules: SchedulesTable;
  trip_cancellations: TripCancellationsTable;
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

// ------------------------------------------------------------ flash sale (migration 0014)

export interface FlashSaleSessionsTable {
  id: Generated<number>;
  name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlashSaleCardsTable {
  id: Generated<number>;
  session_id: number;
  kind: 'voucher' | 'tiket';
  name: string;
  description: string;
  terms: ColumnType<string[], string | undefined, string>;
  image_url: string | null;
  normal_price: number;
  price: number;
  stock: number;
  /** Paid purchases and purchases waiting for payment; sold + held <= stock (CHECK). */
  sold: ColumnType<number, number | undefined, number>;
  held: ColumnType<number, number | undefined, number>;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount: number | null;
  min_spend: ColumnType<number, number | undefined, number>;
  valid_days: number;
  operator_codes: string[] | null;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlashSaleQuestionsTable {
  id: Generated<number>;
  card_id: number;
  question: string;
  choices: ColumnType<string[], string, string>;
  answer: 'A' | 'B' | 'C' | 'D';
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FlashSaleQuizStateTable {
  card_id: number;
  /** 'customer:<id>' or 'visitor:<random-user-id>' or 'address:<ip>'. */
  visitor: string;
  question_id: number | null;
  wrong_count: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface FlashSaleKeysTable {
  id: Generated<number>;
  card_id: number;
  /** SHA-256 of the key_auth; the key itself is never stored. */
  key_hash: string;
  visitor: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export type FlashSalePurchaseStatus = 'pending' | 'paid' | 'expired' | 'cancelled';

export interface FlashSalePurchasesTable {
  id: Generated<number>;
  code: string;
  card_id: number;
  key_id: number;
  customer_id: number | null;
  booker_name: string;
  booker_email: string;
  booker_phone: string;
  price: number;
  admin_fee: number;
  total: number;
  payment_method_code: string;
  status: FlashSalePurchaseStatus;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  refund_owed: ColumnType<boolean, boolean | undefined, boolean>;
  voucher_code: string | null;
  guest_token_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ------------------------------------------------------------ souvenirs (migration 0016)

export interface SouvenirCategoriesTable {
  id: Generated<number>;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface SouvenirProductsTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  shop_name: string;
  city: string;
  /** Whole rupiah. */
  price: number;
  unit: ColumnType<string, string | undefined, string>;
  description: string;
  image_url: string;
  /** The seller's WhatsApp (62...); null: orders go to the call centre. */
  whatsapp: string | null;
  is_available: ColumnType<boolean, boolean | undefined, boolean>;
  is_recommended: ColumnType<boolean, boolean | undefined, boolean>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SouvenirBannersTable {
  id: Generated<number>;
  title: string;
  subtitle: ColumnType<string, string | undefined, string>;
  image_url: string;
  link_url: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
