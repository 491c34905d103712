import type { BookingMessage } from './reservation.ports.js';
import type { PassengerRow } from './reservation.repository.js';
import {
  type BookingLinks,
  type BookingSnapshot,
  localDateTime,
  rupiah,
  smsRecipient,
  sortedLegs,
  ticketUrl,
} from './booking-messages.js';

/** What a cancellation gave back, as its messages tell it. */
export interface CancellationOutcome {
  /** Money owed back (0: none), and whether it is given back without review. */
  refund: number;
  automatic: boolean;
  pointsBack: number;
  /** Some passengers only (decision 0046): their seat rows; absent: the whole booking. */
  passengerIds?: number[];
}

type Passenger = Pick<
  PassengerRow,
  'id' | 'leg_id' | 'seat_no' | 'passenger_name' | 'cancelled_at'
>;

/**
 * The booker's e-mail and SMS when they cancelled a paid booking: which trip, and what
 * comes back and when. Pure: the caller queues them in the cancellation's transaction.
 */
export function cancellationMessages(
  snapshot: BookingSnapshot & { passengers: Passenger[] },
  outcome: CancellationOutcome,
  links: BookingLinks,
): BookingMessage[] {
  const { reservation } = snapshot;
  const code = reservation.code;
  const ticket = ticketUrl(links, code);
  const first = sortedLegs(snapshot.legs)[0];
  const trip = first
    ? `${first.operatorName} ${first.routeName}, ${localDateTime(first.departureAt, first.origin.timezone)}`
    : `kode booking ${code}`;
  const money =
    outcome.refund <= 0
      ? 'Sesuai kebijakan operator, tidak ada dana yang dikembalikan.'
      : outcome.automatic
        ? `Dana ${rupiah(outcome.refund)} dikembalikan ke metode pembayaran Anda (klaim Asuransi Refund).`
        : `Dana ${rupiah(outcome.refund)} akan dikembalikan ke metode pembayaran Anda setelah diperiksa tim kami.`;
  const points =
    outcome.pointsBack > 0 ? [`${outcome.pointsBack} poin dikembalikan ke akun Anda.`] : [];
  const partial = outcome.passengerIds
    ? partialOf(snapshot, first?.id, outcome.passengerIds)
    : null;
  const what = partial
    ? [
        `Penumpang ${partial.cancelled} pada pesanan ${code} (${trip}) sudah dibatalkan atas permintaan Anda. Kursinya sudah dilepas.`,
        `Penumpang yang tetap berangkat dengan tiket yang sama: ${partial.travelling}.`,
      ]
    : [
        `Pesanan ${code} (${trip}) sudah dibatalkan atas permintaan Anda. Kursinya sudah dilepas dan tiketnya tidak berlaku lagi.`,
      ];
  const text = [
    `Halo ${reservation.booker_name},`,
    '',
    ...what,
    '',
    money,
    ...points,
    `Status pengembalian dana: ${ticket}`,
    '',
    'Salam,',
    'Lintas',
  ].join('\n');
  const sms = partial
    ? `Lintas: penumpang ${partial.cancelled} pada pesanan ${code} dibatalkan; yang lain tetap berangkat. ${money} Info: ${ticket}`
    : `Lintas: pesanan ${code} dibatalkan. ${money} Info: ${ticket}`;
  return [
    {
      channel: 'email',
      recipient: reservation.booker_email,
      subject: partial ? `Penumpang dibatalkan: ${code}` : `Pesanan dibatalkan: ${code}`,
      text,
    },
    { channel: 'sms', recipient: smsRecipient(reservation.booker_phone), subject: null, text: sms },
  ];
}

/**
 * The passengers a partial cancellation cancelled and those still travelling, named as
 * the ticket's first leg lists them ('Budi (kursi 11), Sari (kursi 12)').
 */
function partialOf(
  snapshot: { passengers: Passenger[] },
  firstLegId: number | undefined,
  passengerIds: number[],
): { cancelled: string; travelling: string } {
  const onFirst = snapshot.passengers
    .filter((passenger) => passenger.leg_id === firstLegId)
    .sort((a, b) => a.id - b.id);
  const ids = new Set(passengerIds);
  const label = (passenger: Passenger) =>
    `${passenger.passenger_name} (kursi ${passenger.seat_no})`;
  return {
    cancelled: onFirst
      .filter((passenger) => ids.has(passenger.id))
      .map(label)
      .join(', '),
    travelling:
      onFirst
        .filter((passenger) => !ids.has(passenger.id) && passenger.cancelled_at === null)
        .map(label)
        .join(', ') || '-',
  };
}
