import type { ReservationDetail } from '@lintas/domain/reservation-schemas';

/**
 * What a paid ticket still allows, read from its detail (issue 21): shared by the ticket's
 * own page, the look-up and the reschedule screen, so they agree. The server decides in the
 * end (deadlines, policy); these only keep a button away that could never work.
 */

type Ticket = Pick<
  ReservationDetail,
  'status' | 'flag_pp' | 'flag_connecting' | 'perjalanan' | 'refund' | 'dipindahkan_ke'
>;

const ZONE_OFFSETS: Record<string, string> = { WIB: '+07:00', WITA: '+08:00', WIT: '+09:00' };

/**
 * The instant the leg leaves its boarding point, on that point's clock. A move by the
 * operator is in it already: the ticket's time is the leg's stored one, retimed by the move
 * (decision 0022); `mundur_menit` only says by how much.
 */
export function legDepartureInstant(
  leg: Pick<
    ReservationDetail['perjalanan'][number],
    'tanggal_berangkat' | 'jam_berangkat' | 'zona_waktu_berangkat'
  >,
): number {
  const offset = ZONE_OFFSETS[leg.zona_waktu_berangkat] ?? ZONE_OFFSETS.WIB;
  return Date.parse(`${leg.tanggal_berangkat}T${leg.jam_berangkat.slice(0, 5)}:00${offset}`);
}

/**
 * The bus has left (staff marked it "berangkat" or "tiba") on any leg: a paid ticket can no
 * longer be cancelled or moved (the server refuses both).
 */
export function departureHasLeft(ticket: Pick<Ticket, 'perjalanan'>): boolean {
  return ticket.perjalanan.some(
    (leg) => leg.status_perjalanan === 'berangkat' || leg.status_perjalanan === 'tiba',
  );
}

/**
 * "Ubah Jadwal" is offered: a paid one-way booking of one bus (no return, no connection),
 * not moved already, its departure not cancelled by the operator, not boarding or gone and
 * still ahead (`now`, ms). The policy's own deadline is the server's to tell.
 */
export function canOfferReschedule(ticket: Ticket, now: number = Date.now()): boolean {
  const leg = ticket.perjalanan[0];
  if (ticket.status !== 'paid' || !leg) return false;
  if (ticket.flag_pp || ticket.flag_connecting || ticket.perjalanan.length !== 1) return false;
  if (ticket.dipindahkan_ke) return false;
  if ((ticket.refund ?? []).some((refund) => refund.alasan_kode === 'keberangkatan_dibatalkan'))
    return false;
  if (leg.status_perjalanan !== 'terjadwal') return false;
  return legDepartureInstant(leg) > now;
}
