import type { BookingMessage } from './reservation.ports.js';
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
}

/**
 * The booker's e-mail and SMS when they cancelled a paid booking: which trip, and what
 * comes back and when. Pure: the caller queues them in the cancellation's transaction.
 */
export function cancellationMessages(
  snapshot: BookingSnapshot,
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
  const text = [
    `Halo ${reservation.booker_name},`,
    '',
    `Pesanan ${code} (${trip}) sudah dibatalkan atas permintaan Anda. Kursinya sudah dilepas dan tiketnya tidak berlaku lagi.`,
    '',
    money,
    ...points,
    `Status pengembalian dana: ${ticket}`,
    '',
    'Salam,',
    'Lintas',
  ].join('\n');
  const sms = `Lintas: pesanan ${code} dibatalkan. ${money} Info: ${ticket}`;
  return [
    {
      channel: 'email',
      recipient: reservation.booker_email,
      subject: `Pesanan dibatalkan: ${code}`,
      text,
    },
    { channel: 'sms', recipient: smsRecipient(reservation.booker_phone), subject: null, text: sms },
  ];
}
