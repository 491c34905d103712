import { isPassengerKey } from './passenger-keys';

/**
 * The draft reservation the client assembles across the journey (spec §3 "Draft
 * reservation") and the completeness rules of spec §4 that decide whether it can be
 * sent. The server re-validates everything; this is what lets a screen say which
 * field is still missing before a round trip to the API.
 */

export interface DraftSeat {
  no: string;
  promo_kode?: string | null;
  /** The passenger sitting here. */
  name?: string | null;
}

export interface ReservationDraft {
  name?: string | null;
  email?: string | null;
  phonenumber?: string | null;
  operator_code_go?: string | null;
  schedule_code_go?: string | null;
  date_go?: string | null;
  seat_go?: DraftSeat[] | null;
  is_roundtrip?: 0 | 1 | boolean | null;
  operator_code_return?: string | null;
  schedule_code_return?: string | null;
  date_return?: string | null;
  seat_return?: DraftSeat[] | null;
  total_price?: number | null;
  payment_code?: string | null;
  voucher_code?: string | null;
  voucher_price?: number | null;
  /** Fee type, lowercased (e.g. 'flat', 'percent'). */
  type_fee?: string | null;
  fee?: number | null;
  seat_passenger_go?: string[] | null;
  seat_passenger_return?: string[] | null;
}

export type DraftField = keyof ReservationDraft;

const requiredGoFields = [
  'name',
  'email',
  'phonenumber',
  'operator_code_go',
  'schedule_code_go',
  'date_go',
  'seat_go',
  'payment_code',
] as const satisfies readonly DraftField[];

const requiredReturnFields = [
  'operator_code_return',
  'schedule_code_return',
  'date_return',
  'seat_return',
] as const satisfies readonly DraftField[];

/** Empty, null, undefined, blank strings and zero-length lists count as missing. */
export function isMissingValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim().length === 0;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function isRoundTrip(draft: Pick<ReservationDraft, 'is_roundtrip'>): boolean {
  return draft.is_roundtrip === 1 || draft.is_roundtrip === true;
}

export interface DraftCompleteness {
  complete: boolean;
  /** The missing fields, go fields first, in the order of spec §4. */
  missing: DraftField[];
}

/** Which required fields the draft still lacks; a round trip also needs the return fields. */
export function checkDraftCompleteness(draft: ReservationDraft): DraftCompleteness {
  const required: DraftField[] = [...requiredGoFields];
  if (isRoundTrip(draft)) required.push(...requiredReturnFields);
  const missing = required.filter((field) => isMissingValue(draft[field]));
  return { complete: missing.length === 0, missing };
}

/** Indonesian labels for telling a person what is missing. */
export const draftFieldLabels: Partial<Record<DraftField, string>> = {
  name: 'Nama pemesan',
  email: 'Email pemesan',
  phonenumber: 'Nomor telepon pemesan',
  operator_code_go: 'Operator keberangkatan',
  schedule_code_go: 'Jadwal keberangkatan',
  date_go: 'Tanggal keberangkatan',
  seat_go: 'Kursi keberangkatan',
  payment_code: 'Metode pembayaran',
  operator_code_return: 'Operator kepulangan',
  schedule_code_return: 'Jadwal kepulangan',
  date_return: 'Tanggal kepulangan',
  seat_return: 'Kursi kepulangan',
};

/** Passenger names keyed pass0, pass1, ... (spec §3 "Customer state"; passenger-keys.ts). */
export type PassengerNames = Record<string, string | null | undefined>;

/** The filled passenger names in seat order (pass0, pass1, ...), ignoring other keys. */
export function passengerNameList(passengers: PassengerNames): string[] {
  return Object.keys(passengers)
    .filter(isPassengerKey)
    .sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)))
    .map((key) => passengers[key])
    .filter((name): name is string => !isMissingValue(name));
}

/**
 * Passenger info is complete only when seats exist and the number of passenger names
 * equals the number of selected go seats.
 */
export function isPassengerInfoComplete(
  goSeats: readonly unknown[] | null | undefined,
  passengers: PassengerNames,
): boolean {
  const seatCount = goSeats?.length ?? 0;
  return seatCount > 0 && passengerNameList(passengers).length === seatCount;
}

/** The booker counts as filled once a name exists. */
export function isCustomerFilled(customer: { name?: string | null } | null | undefined): boolean {
  return !isMissingValue(customer?.name);
}
