import { departureStatusLabels } from '@lintas/domain/departure-status';
import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import type { PriceLineRecord, ReservationStatus } from '../../db/schema.js';
import { formatTripCode } from '../trips/trip-code.js';
import { BUSINESS_ZONE, localParts, localTimestamp, zoneLabel } from '../../lib/zoned-time.js';
import type { LegView, PassengerRow, ReservationRow } from './reservation.repository.js';

/**
 * The status a person should see at `now`: a pending reservation past its expiry is
 * expired already, whether or not the sweeper has written it down yet.
 */
export function effectiveStatus(
  row: Pick<ReservationRow, 'status' | 'expires_at'>,
  now: Date,
): ReservationStatus {
  return row.status === 'pending' && row.expires_at.getTime() <= now.getTime()
    ? 'expired'
    : row.status;
}

/** The ticket as detail-reservasi answers it. */
export function ticketView(
  row: ReservationRow,
  legs: LegView[],
  passengers: PassengerRow[],
  payment: PaymentView | null,
  now: Date,
): ReservationDetail {
  const zone = legs[0]?.origin.timezone ?? BUSINESS_ZONE;
  const first = [...legs].sort(
    (a, b) =>
      (a.direction === b.direction ? 0 : a.direction === 'go' ? -1 : 1) || a.legIndex - b.legIndex,
  )[0];
  const listed = passengers.filter((passenger) => passenger.leg_id === first?.id);
  const cancelled = listed.filter((passenger) => passenger.cancelled_at !== null).length;
  return {
    reservasi_kode: row.code,
    status: effectiveStatus(row, now),
    expired_time: row.expires_at.toISOString(),
    expired_time_lokal: localTimestamp(row.expires_at, zone),
    dibuat_pada: row.created_at.toISOString(),
    dibayar_pada: row.paid_at ? row.paid_at.toISOString() : null,
    dibatalkan_pada: row.cancelled_at ? row.cancelled_at.toISOString() : null,
    status_refund: row.refund_status,
    pemesan: { nama: row.booker_name, email: row.booker_email, telp: row.booker_phone },
    flag_pp: row.is_round_trip,
    flag_connecting: row.is_connecting,
    perjalanan: legs.map((leg) => {
      const departure = localParts(leg.departureAt, leg.origin.timezone);
      const arrival = localParts(leg.arrivalAt, leg.destination.timezone);
      return {
        arah: leg.direction === 'go' ? ('pergi' as const) : ('pulang' as const),
        leg_index: leg.legIndex,
        operator_kode: leg.operatorCode,
        operator_nama: leg.operatorName,
        operator_logo: leg.operatorLogo,
        jadwal_kode: formatTripCode(leg.scheduleCode, leg.fromStop, leg.toStop, leg.lastStop),
        jurusan: leg.routeName,
        kelas: leg.seatClass,
        tipe_kendaraan: leg.vehicleType,
        tanggal_berangkat: departure.date,
        jam_berangkat: departure.time,
        zona_waktu_berangkat: zoneLabel(leg.origin.timezone),
        tanggal_tiba: arrival.date,
        jam_tiba: arrival.time,
        zona_waktu_tiba: zoneLabel(leg.destination.timezone),
        asal: pointView(leg.origin),
        tujuan: pointView(leg.destination),
        harga_per_kursi: leg.farePerSeat,
        kursi: passengers
          .filter((passenger) => passenger.leg_id === leg.id)
          .map((passenger) => ({
            no: passenger.seat_no,
            nama: passenger.passenger_name,
            harga: passenger.fare,
            promo_kode: passenger.promo_code,
            diskon_promo: passenger.promo_discount,
            dibatalkan: passenger.cancelled_at !== null,
          })),
        status_perjalanan: leg.liveStatus,
        status_perjalanan_label: departureStatusLabels[leg.liveStatus],
        status_perjalanan_pada: leg.liveStatusAt ? leg.liveStatusAt.toISOString() : null,
        mundur_menit: leg.movedMinutes,
      };
    }),
    jenis_pembayaran_kode: row.payment_method_code,
    voucher_kode: row.voucher_code,
    rincian: (row.price_lines as PriceLineRecord[]).map((line) => ({
      title: line.title,
      value: line.value,
      type: line.type as ReservationDetail['rincian'][number]['type'],
    })),
    total: row.total,
    penumpang_aktif: listed.length - cancelled,
    penumpang_dibatalkan: cancelled,
    pembayaran: payment,
  };
}

/**
 * The ticket's total once its partial cancellations' refunds are given back (decision
 * 0046): null when no passenger was cancelled one by one, or the booking is not paid.
 */
export function remainingTotal(
  detail: Pick<ReservationDetail, 'status' | 'total' | 'penumpang_dibatalkan'>,
  refunds: NonNullable<ReservationDetail['refund']>,
): number | null {
  if (detail.status !== 'paid' || !detail.penumpang_dibatalkan) return null;
  const given = refunds
    .filter((refund) => refund.alasan_kode === 'dibatalkan_pelanggan')
    .reduce((sum, refund) => sum + refund.jumlah, 0);
  return Math.max(0, detail.total - given);
}

function pointView(point: LegView['origin']) {
  return {
    cabang_id: point.id,
    cabang_kode: point.code,
    cabang_nama: point.name,
    alamat: point.address,
    kota_id: point.cityId,
    kota_nama: point.cityName,
  };
}

/**
 * Masks personal data for the guest lookup (web-detail-reservasi), whose caller proved
 * only that they know the code and one of e-mail or phone: the booker's e-mail and
 * phone are shown partly ('bu***@example.com', '0812****7890'); names stay, because the
 * ticket is shown at boarding.
 */
export function maskContact(detail: ReservationDetail): ReservationDetail {
  return {
    ...detail,
    pemesan: {
      ...detail.pemesan,
      email: maskEmail(detail.pemesan.email),
      telp: maskPhone(detail.pemesan.telp),
    },
  };
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 8 > 0 ? phone.length - 8 : 2)}${phone.slice(-4)}`;
}

/** Digits of an Indonesian phone in national form: 628123..., +62 812..., 0812... all become 0812... */
export function nationalPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.startsWith('62')) return `0${digits.slice(2)}`;
  if (digits.startsWith('8')) return `0${digits}`;
  return digits;
}

/** Does the guest's e-mail-or-phone match the booker's? E-mail without case, phone by digits. */
export function contactMatches(
  row: Pick<ReservationRow, 'booker_email' | 'booker_phone'>,
  value: string,
): boolean {
  const text = value.trim();
  if (text.includes('@')) return text.toLowerCase() === row.booker_email.trim().toLowerCase();
  const digits = nationalPhone(text);
  return digits.length >= 9 && digits === nationalPhone(row.booker_phone);
}
