import { escapeHtml } from '../../lib/html.js';
import {
  type BookingLinks,
  button,
  detailTable,
  emailPage,
  localDateTime,
  smsRecipient,
  sortedLegs,
  ticketUrl,
} from './booking-messages.js';
import type { PointPlace, ReminderKind } from './reminder.repository.js';
import type { LegView, PassengerRow, ReservationRow } from './reservation.repository.js';
import type { BookingMessage } from './reservation.ports.js';

/** What a reminder is built from: the booking, the direction's legs and their seats. */
export interface ReminderSnapshot {
  kind: ReminderKind;
  reservation: Pick<ReservationRow, 'code' | 'booker_name' | 'booker_email' | 'booker_phone'>;
  /** Whether the booking has a return (the direction is then named: Pergi / Pulang). */
  roundTrip: boolean;
  /** The reminded direction's legs (any order). */
  legs: LegView[];
  passengers: Array<Pick<PassengerRow, 'leg_id' | 'seat_no'>>;
  /** The pickup point's coordinates (absent or null: the map link searches by address). */
  pickup?: PointPlace;
}

/**
 * The map link of a pickup point: Google Maps at its coordinates, as the web's "Lihat
 * peta" opens it (apps/web/src/lib/native-actions.ts); a point without coordinates is
 * searched by its name and address.
 */
function pointMapUrl(
  point: { name: string; address: string; cityName: string },
  place: PointPlace | undefined,
): string {
  const query =
    place && place.latitude !== null && place.longitude !== null
      ? `${place.latitude},${place.longitude}`
      : encodeURIComponent(`${point.name}, ${point.address}, ${point.cityName}`);
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/**
 * The booker's departure reminder, an e-mail and an SMS (decision 0038): 'h24' about a day
 * before, 'h3' about three hours before. Code, route, the departure at the pickup point in
 * its zone, the point with its address and map link, the seats, the e-ticket's link (the
 * one the e-ticket message sends). Pure: the reminder pass queues them. Undefined when the
 * direction has no leg.
 */
export function reminderMessages(
  snapshot: ReminderSnapshot,
  links: BookingLinks,
): BookingMessage[] | undefined {
  const legs = sortedLegs(snapshot.legs);
  const first = legs[0];
  const last = legs.at(-1);
  if (!first || !last) return undefined;
  const { reservation } = snapshot;
  const code = reservation.code;
  const ticket = ticketUrl(links, code);
  const departs = localDateTime(first.departureAt, first.origin.timezone);
  const route = `${first.origin.cityName} → ${last.destination.cityName}`;
  const pickup = `${first.origin.name}, ${first.origin.address} (${first.origin.cityName})`;
  const map = pointMapUrl(first.origin, snapshot.pickup);
  const seats = snapshot.passengers
    .filter((passenger) => passenger.leg_id === first.id)
    .map((passenger) => passenger.seat_no)
    .sort((a, b) => a.localeCompare(b, 'id', { numeric: true }));
  const directionLabel = !snapshot.roundTrip
    ? 'Perjalanan'
    : first.direction === 'go'
      ? 'Perjalanan pergi'
      : 'Perjalanan pulang';
  const soon = snapshot.kind === 'h3';
  const when = soon ? 'sekitar 3 jam lagi' : 'dalam 24 jam';
  const arrive = soon
    ? 'Mohon tiba di titik jemput paling lambat 30 menit sebelum berangkat.'
    : 'Mohon tiba di titik jemput paling lambat 30 menit sebelum berangkat; kami ingatkan lagi sekitar 3 jam sebelumnya.';
  const transfer =
    legs.length > 1
      ? [`Perjalanan ini ${legs.length} bagian; detail setiap bagian ada di e-tiket.`]
      : [];

  const text = [
    `Halo ${reservation.booker_name},`,
    '',
    `${directionLabel} Anda berangkat ${when}. Kode booking: ${code}`,
    '',
    `Rute: ${route}`,
    `${first.operatorName} · ${first.routeName}`,
    `Berangkat: ${departs}`,
    `Titik jemput: ${pickup}`,
    `Peta: ${map}`,
    ...(seats.length > 0 ? [`Kursi: ${seats.join(', ')}`] : []),
    ...transfer,
    '',
    arrive,
    'Tunjukkan kode booking atau QR e-tiket kepada petugas saat naik.',
    `E-tiket: ${ticket}`,
  ].join('\n');

  const html = emailPage(
    `Pengingat keberangkatan ${code}`,
    [
      `<p>Halo ${escapeHtml(reservation.booker_name)},</p>`,
      `<p>${escapeHtml(`${directionLabel} Anda berangkat ${when}.`)}</p>`,
      detailTable([
        ['Kode booking', `<strong style="font-size:18px;letter-spacing:1px">${code}</strong>`],
        ['Rute', escapeHtml(route)],
        ['Operator', escapeHtml(`${first.operatorName} · ${first.routeName}`)],
        ['Berangkat', `<strong>${escapeHtml(departs)}</strong>`],
        ['Titik jemput', `${escapeHtml(pickup)}<br><a href="${escapeHtml(map)}">Lihat peta</a>`],
        ...(seats.length > 0
          ? ([['Kursi', escapeHtml(seats.join(', '))]] as Array<[string, string]>)
          : []),
      ]),
      ...transfer.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p>${escapeHtml(arrive)} Tunjukkan kode booking atau QR e-tiket kepada petugas saat naik.</p>`,
      button(ticket, 'Buka e-tiket'),
    ].join(''),
  );

  // ' - ', not the arrow: an SMS stays in the GSM alphabet (160 characters a part, not 70).
  const sms = `Lintas: ${code} ${first.origin.cityName} - ${last.destination.cityName} berangkat ${when}, ${departs}, dari ${first.origin.name}, ${first.origin.address}. Peta: ${map} E-tiket: ${ticket}`;

  return [
    {
      channel: 'email',
      recipient: reservation.booker_email,
      subject: soon
        ? `Berangkat 3 jam lagi: ${code}, ${departs}`
        : `Pengingat keberangkatan ${code}: ${departs}`,
      text,
      html,
    },
    { channel: 'sms', recipient: smsRecipient(reservation.booker_phone), subject: null, text: sms },
  ];
}
