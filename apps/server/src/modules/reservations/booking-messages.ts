import type { PaymentView } from '@lintas/domain/payment-schemas';
import qrcode from 'qrcode-generator';
import { escapeHtml } from '../../lib/html.js';
import { signTicketQr } from '../../lib/ticket-qr.js';
import { BUSINESS_ZONE, localParts, zoneLabel } from '../../lib/zoned-time.js';
import type { BookingMessage, ResolvedLeg } from './reservation.ports.js';
import type { InsertedLeg } from './booking-statement.js';
import type { LegView, PassengerRow, ReservationRow } from './reservation.repository.js';

/**
 * The booker's messages about a booking, built from what the database holds: the
 * confirmation on reservation (code, total, deadline, how to pay) and the e-ticket on
 * payment (every leg, seats and names, the code's QR). Pure: the caller queues them.
 */

/** What a message is built from: the reservation, its legs and their passengers. */
export interface BookingSnapshot {
  reservation: Pick<
    ReservationRow,
    'code' | 'booker_name' | 'booker_email' | 'booker_phone' | 'total' | 'expires_at'
  >;
  legs: LegView[];
  passengers: Array<Pick<PassengerRow, 'leg_id' | 'seat_no' | 'passenger_name'>>;
  /**
   * For a move's booking (Ubah Jadwal, decision 0040): the code of the ticket it replaces,
   * so the messages say which ticket stands until the charge is paid and which one stops
   * boarding after it.
   */
  movedFromCode?: string | null;
}

/** What a leg shows in the confirmation (a LegView has it; so has a checkout in memory). */
export interface ConfirmationLeg {
  direction: LegView['direction'];
  legIndex: number;
  departureAt: Date;
  origin: Pick<LegView['origin'], 'cityName' | 'timezone'>;
  destination: Pick<LegView['destination'], 'cityName'>;
}

/**
 * The legs as the confirmation shows them: the resolved trips' places, with the times
 * as written (the reservation_legs trigger moves them when the departure was moved).
 */
export function confirmationLegs(
  resolved: ResolvedLeg[],
  written: InsertedLeg[],
): ConfirmationLeg[] {
  return resolved.map((leg) => {
    const row = written.find(
      (candidate) => candidate.direction === leg.direction && candidate.leg_index === leg.legIndex,
    );
    return {
      direction: leg.direction,
      legIndex: leg.legIndex,
      departureAt: row?.departure_at ?? leg.trip.departureAt,
      origin: { cityName: leg.trip.origin.cityName, timezone: leg.trip.origin.timezone },
      destination: { cityName: leg.trip.destination.cityName },
    };
  });
}

/** What the confirmation is built from: no passengers, and legs as ConfirmationLeg. */
export interface ConfirmationSnapshot {
  reservation: BookingSnapshot['reservation'];
  legs: ConfirmationLeg[];
  movedFromCode?: string | null;
}

export interface BookingLinks {
  /** PUBLIC_BASE_URL without its trailing slash. */
  baseUrl: string;
  /** TICKET_QR_SECRET: the e-ticket's QR is the signed code boarding staff scan (decision 14). */
  ticketQrSecret: string;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'Sabtu, 21 November 2026 08.15 WIB': the local time at the place, with its zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('id-ID', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dateFormatters.set(timeZone, formatter);
  }
  const time = localParts(instant, timeZone).time.replace(':', '.');
  return `${formatter.format(instant)} ${time} ${zoneLabel(timeZone)}`;
}

/** 'Rp 154.000', with an ordinary space so SMS gateways keep it. */
export function rupiah(amount: number): string {
  return `Rp ${amount.toLocaleString('id-ID')}`;
}

/**
 * A phone as the SMS gateway wants it: international digits ('0812...' and '+62 812...'
 * both become '62812...').
 */
export function smsRecipient(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

export function ticketUrl(links: BookingLinks, code: string): string {
  return `${links.baseUrl}/reservasi/${encodeURIComponent(code)}`;
}

function lookupUrl(links: BookingLinks): string {
  return `${links.baseUrl}/cek-pesanan`;
}

/** The zone the deadline is written in: the first departure's, as the web shows it. */
function deadlineZone(snapshot: ConfirmationSnapshot): string {
  return sortedLegs(snapshot.legs)[0]?.origin.timezone ?? BUSINESS_ZONE;
}

export function sortedLegs<Leg extends ConfirmationLeg>(legs: Leg[]): Leg[] {
  return [...legs].sort(
    (a, b) =>
      (a.direction === b.direction ? 0 : a.direction === 'go' ? -1 : 1) || a.legIndex - b.legIndex,
  );
}

/** Lines saying how to pay: the numbers to enter, when the charge is known. */
function paymentLines(payment: PaymentView | null): string[] {
  if (!payment) return [];
  const lines = [`Metode pembayaran: ${payment.nama_pembayaran}`];
  if (payment.va_number) lines.push(`Nomor Virtual Account: ${payment.va_number}`);
  if (payment.biller_code) lines.push(`Kode perusahaan: ${payment.biller_code}`);
  if (payment.payment_code) lines.push(`Kode pembayaran: ${payment.payment_code}`);
  if (payment.redirect_url) lines.push(`Halaman pembayaran: ${payment.redirect_url}`);
  return lines;
}

/** The confirmation of a new, unpaid booking: an e-mail and an SMS to the booker. */
export function confirmationMessages(
  snapshot: ConfirmationSnapshot,
  payment: PaymentView | null,
  links: BookingLinks,
): BookingMessage[] {
  const { reservation } = snapshot;
  const code = reservation.code;
  const deadline = localDateTime(reservation.expires_at, deadlineZone(snapshot));
  const moved = snapshot.movedFromCode ?? null;
  // A move's booking totals what the ticket has cost in all; what is owed now is its charge.
  const total = rupiah(moved && payment ? payment.jumlah : reservation.total);
  const ticket = ticketUrl(links, code);
  const route = routeSummary(snapshot.legs);

  const text = [
    `Halo ${reservation.booker_name},`,
    '',
    moved
      ? `Permintaan ubah jadwal tiket ${moved} sudah kami terima. Kode booking baru: ${code}`
      : `Pesanan Anda di Lintas sudah kami terima. Kode booking: ${code}`,
    route ? `Perjalanan: ${route}` : null,
    `Total pembayaran: ${total}`,
    `Bayar sebelum: ${deadline}`,
    ...paymentLines(payment),
    ...(payment?.instruksi ?? []).flatMap((group) => [
      '',
      `${group.title}:`,
      ...group.steps.map((step, index) => `${index + 1}. ${step}`),
    ]),
    '',
    moved
      ? `Kursi baru Anda kami tahan sampai batas waktu itu. Tiket lama ${moved} tetap berlaku sampai pembayaran ini diterima; bila tidak dibayar tepat waktu, jadwal Anda tidak berubah.`
      : 'Kursi Anda kami tahan sampai batas waktu itu; setelahnya pesanan dibatalkan otomatis.',
    `Lihat pesanan dan bayar: ${ticket}`,
    `Cek pesanan dengan kode booking dan email atau nomor telepon: ${lookupUrl(links)}`,
    '',
    moved
      ? 'E-tiket baru dikirim setelah pembayaran diterima.'
      : 'E-tiket dikirim setelah pembayaran diterima.',
  ]
    .filter((line) => line !== null)
    .join('\n');

  const instructions = (payment?.instruksi ?? [])
    .map(
      (group) =>
        `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(group.title)}</p><ol style="margin:0;padding-left:20px">${group.steps
          .map((step) => `<li>${escapeHtml(step)}</li>`)
          .join('')}</ol>`,
    )
    .join('');
  const html = emailPage(
    `Pesanan ${code}`,
    [
      `<p>Halo ${escapeHtml(reservation.booker_name)},</p>`,
      moved
        ? `<p>Permintaan ubah jadwal tiket <strong>${escapeHtml(moved)}</strong> sudah kami terima. Selesaikan pembayaran sebelum batas waktu. Tiket lama tetap berlaku sampai pembayaran diterima; bila tidak dibayar tepat waktu, jadwal Anda tidak berubah.</p>`
        : '<p>Pesanan Anda di Lintas sudah kami terima. Selesaikan pembayaran sebelum batas waktu agar kursi tidak dilepas.</p>',
      detailTable([
        ['Kode booking', `<strong style="font-size:18px;letter-spacing:1px">${code}</strong>`],
        ...(route ? ([['Perjalanan', escapeHtml(route)]] as Array<[string, string]>) : []),
        ['Total pembayaran', `<strong>${escapeHtml(total)}</strong>`],
        ['Bayar sebelum', `<strong>${escapeHtml(deadline)}</strong>`],
        ...paymentRows(payment),
      ]),
      instructions,
      button(ticket, 'Lihat pesanan dan bayar'),
      `<p style="color:#555;font-size:13px">Kehilangan tautan? Buka <a href="${escapeHtml(lookupUrl(links))}">${escapeHtml(lookupUrl(links))}</a> dan masukkan kode booking ${code} dengan email atau nomor telepon pemesan. E-tiket dikirim setelah pembayaran diterima.</p>`,
    ].join(''),
  );

  const sms = `Lintas: ${moved ? `ubah jadwal ${moved} ke ${code}` : `pesanan ${code}`} diterima. Total ${total}, bayar sebelum ${deadline}.${
    payment?.va_number ? ` VA ${payment.nama_pembayaran}: ${payment.va_number}.` : ''
  }${payment?.payment_code && !payment.va_number ? ` Kode bayar: ${payment.payment_code}.` : ''} ${ticket}`;

  return [
    {
      channel: 'email',
      recipient: reservation.booker_email,
      subject: moved
        ? `Ubah jadwal Lintas ${moved}: bayar sebelum ${deadline}`
        : `Pesanan Lintas ${code}: bayar sebelum ${deadline}`,
      text,
      html,
    },
    { channel: 'sms', recipient: smsRecipient(reservation.booker_phone), subject: null, text: sms },
  ];
}

/** The e-ticket of a paid booking: an e-mail with every leg and the code's QR, and an SMS. */
export function ticketMessages(snapshot: BookingSnapshot, links: BookingLinks): BookingMessage[] {
  const { reservation } = snapshot;
  const code = reservation.code;
  const ticket = ticketUrl(links, code);
  const legs = sortedLegs(snapshot.legs);
  const seatsOf = (leg: LegView) =>
    snapshot.passengers
      .filter((passenger) => passenger.leg_id === leg.id)
      .sort((a, b) => a.seat_no.localeCompare(b.seat_no, 'id', { numeric: true }));

  const textLegs = legs.flatMap((leg) => [
    '',
    legTitle(leg, legs),
    `${leg.operatorName} · ${leg.routeName} · ${leg.seatClass}`,
    `Berangkat: ${localDateTime(leg.departureAt, leg.origin.timezone)}`,
    `  dari ${leg.origin.name}, ${leg.origin.address} (${leg.origin.cityName})`,
    `Tiba: ${localDateTime(leg.arrivalAt, leg.destination.timezone)}`,
    `  di ${leg.destination.name}, ${leg.destination.address} (${leg.destination.cityName})`,
    ...seatsOf(leg).map(
      (passenger) => `Kursi ${passenger.seat_no}: ${passenger.passenger_name || '-'}`,
    ),
  ]);
  const moved = snapshot.movedFromCode ?? null;
  const text = [
    `Halo ${reservation.booker_name},`,
    '',
    moved
      ? `Jadwal Anda sudah diubah. Ini e-tiket baru Anda. Kode booking: ${code}`
      : `Pembayaran diterima. Ini e-tiket Anda. Kode booking: ${code}`,
    moved ? movedAwayLine(moved) : null,
    'Tunjukkan kode booking atau QR-nya kepada petugas saat naik.',
    ...textLegs,
    '',
    `E-tiket: ${ticket}`,
  ]
    .filter((line) => line !== null)
    .join('\n');

  const htmlLegs = legs
    .map((leg) => {
      const seats = seatsOf(leg)
        .map(
          (passenger) =>
            `<tr><td style="padding:2px 12px 2px 0">Kursi ${escapeHtml(passenger.seat_no)}</td><td style="padding:2px 0">${escapeHtml(passenger.passenger_name || '-')}</td></tr>`,
        )
        .join('');
      return `<div style="border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0">
<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(legTitle(leg, legs))}</p>
<p style="margin:0 0 8px;color:#555">${escapeHtml(`${leg.operatorName} · ${leg.routeName} · ${leg.seatClass}`)}</p>
${detailTable([
  [
    'Berangkat',
    `<strong>${escapeHtml(localDateTime(leg.departureAt, leg.origin.timezone))}</strong><br>${escapeHtml(`${leg.origin.name}, ${leg.origin.address} (${leg.origin.cityName})`)}`,
  ],
  [
    'Tiba',
    `<strong>${escapeHtml(localDateTime(leg.arrivalAt, leg.destination.timezone))}</strong><br>${escapeHtml(`${leg.destination.name}, ${leg.destination.address} (${leg.destination.cityName})`)}`,
  ],
])}
<table role="presentation" style="margin-top:8px;border-collapse:collapse">${seats}</table>
</div>`;
    })
    .join('');
  const html = emailPage(
    `E-tiket ${code}`,
    [
      `<p>Halo ${escapeHtml(reservation.booker_name)},</p>`,
      moved
        ? `<p>Jadwal Anda sudah diubah. ${escapeHtml(movedAwayLine(moved))} Tunjukkan kode booking atau QR baru ini kepada petugas saat naik.</p>`
        : '<p>Pembayaran diterima. Tunjukkan kode booking atau QR ini kepada petugas saat naik.</p>',
      `<div style="text-align:center;margin:16px 0">
<img src="${qrDataUrl(signTicketQr(code, links.ticketQrSecret))}" width="180" height="180" alt="QR kode booking ${code}" style="display:block;margin:0 auto;width:180px;height:180px">
<p style="margin:8px 0 0;font-size:20px;font-weight:bold;letter-spacing:2px">${code}</p>
</div>`,
      htmlLegs,
      button(ticket, 'Buka e-tiket'),
    ].join(''),
  );

  const first = legs[0];
  const sms = `Lintas: ${moved ? `jadwal diubah, e-tiket baru ${code} menggantikan ${moved}` : `pembayaran ${code} diterima`}.${
    first
      ? ` Berangkat ${localDateTime(first.departureAt, first.origin.timezone)} dari ${first.origin.name}.`
      : ''
  } E-tiket: ${ticket}`;

  return [
    {
      channel: 'email',
      recipient: reservation.booker_email,
      subject: moved ? `Jadwal diubah: e-tiket baru Lintas ${code}` : `E-tiket Lintas ${code}`,
      text,
      html,
    },
    { channel: 'sms', recipient: smsRecipient(reservation.booker_phone), subject: null, text: sms },
  ];
}

/** What a move's e-ticket says about the ticket it replaces. */
function movedAwayLine(oldCode: string): string {
  return `Tiket lama ${oldCode} dan QR-nya tidak berlaku lagi untuk naik.`;
}

/**
 * The ticket's QR (the booking code signed for the boarding scan, as detail-reservasi's
 * qr_content; a QR of the bare code is refused at the door) as a GIF
 * data URI. Mail clients (Gmail, Outlook) do not show data URIs inline, so the SMTP
 * transport sends it as an attachment referenced by cid (nodemailer's attachDataUrls);
 * kept as a data URI here, the outbox row stays one self-contained HTML text.
 */
function qrDataUrl(content: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(content);
  qr.make();
  // 4 px modules and the standard 4-module quiet zone: ~37 modules -> ~180 px.
  return qr.createDataURL(4, 16);
}

/** 'Jakarta - Bandung' (with ' / pulang ...' for a round trip), from the first leg's ends. */
function routeSummary(legs: ConfirmationLeg[]): string {
  const sorted = sortedLegs(legs);
  const part = (direction: 'go' | 'return') => {
    const chain = sorted.filter((leg) => leg.direction === direction);
    const start = chain[0];
    const end = chain.at(-1);
    if (!start || !end) return null;
    return `${start.origin.cityName} - ${end.destination.cityName}, ${localDateTime(start.departureAt, start.origin.timezone)}`;
  };
  const go = part('go');
  const back = part('return');
  return [go, back && `pulang ${back}`].filter(Boolean).join('; ');
}

function legTitle(leg: LegView, legs: LegView[]): string {
  const direction = leg.direction === 'go' ? 'Pergi' : 'Pulang';
  const chain = legs.filter((other) => other.direction === leg.direction);
  const part = chain.length > 1 ? ` (perjalanan ${leg.legIndex + 1} dari ${chain.length})` : '';
  return `${direction}${part}: ${leg.origin.cityName} - ${leg.destination.cityName}`;
}

function paymentRows(payment: PaymentView | null): Array<[string, string]> {
  if (!payment) return [];
  const rows: Array<[string, string]> = [['Metode', escapeHtml(payment.nama_pembayaran)]];
  if (payment.va_number)
    rows.push(['Nomor Virtual Account', `<strong>${escapeHtml(payment.va_number)}</strong>`]);
  if (payment.biller_code) rows.push(['Kode perusahaan', escapeHtml(payment.biller_code)]);
  if (payment.payment_code)
    rows.push(['Kode pembayaran', `<strong>${escapeHtml(payment.payment_code)}</strong>`]);
  return rows;
}

/** Label/value rows; values are HTML already escaped by the caller. */
export function detailTable(rows: Array<[string, string]>): string {
  return `<table role="presentation" style="border-collapse:collapse;width:100%">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${value}</td></tr>`,
    )
    .join('')}</table>`;
}

export function button(href: string, label: string): string {
  return `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="background:#0b6e4f;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>`;
}

/** Inline styles only: mail clients drop <style> blocks and external sheets. */
export function emailPage(title: string, body: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5"><div style="max-width:600px;margin:0 auto">${body}<p style="color:#777;font-size:12px;margin-top:24px">Email ini dikirim otomatis oleh Lintas. Jangan balas email ini.</p></div></body></html>`;
}
