import { escapeHtml } from '../../lib/html.js';
import type { ClaimedAlert } from './seat-alert.repository.js';

/** A message as the notifications outbox queues it. */
export interface SeatAlertMessage {
  channel: 'email' | 'sms';
  /** An e-mail address, or a phone in international digits (6281...). */
  recipient: string;
  subject: string | null;
  text: string;
  html?: string | null;
  /** Worthless once the bus has left. */
  discardAfter?: Date | null;
}

/** The web route that restores this departure as the chosen trip and opens its seat map. */
const SEAT_ALERT_WEB_PATH = '/kabar-kursi';

export function seatAlertLink(
  baseUrl: string,
  departure: { operatorCode: string; jadwalCode: string; departureDate: string },
): string {
  const query = new URLSearchParams({
    operator_kode: departure.operatorCode,
    jadwal_kode: departure.jadwalCode,
    tanggal_berangkat: departure.departureDate,
  });
  return `${baseUrl}${SEAT_ALERT_WEB_PATH}?${query.toString()}`;
}

const dayFormatter = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDayFormatter = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

/** 'Minggu, 22 November 2026 pukul 10.00 WIB': the boarding point's local date and time. */
function whenText(
  alert: Pick<ClaimedAlert, 'departure_date' | 'departure_time' | 'departure_zone'>,
) {
  // The date is already local to the boarding point: format it as a calendar day.
  const day = dayFormatter.format(new Date(`${alert.departure_date}T00:00:00Z`));
  return `${day} pukul ${alert.departure_time.replace(':', '.')} ${alert.departure_zone}`;
}

/** '22 Nov 14.00 WIB': short, for an SMS. */
function shortWhenText(
  alert: Pick<ClaimedAlert, 'departure_date' | 'departure_time' | 'departure_zone'>,
) {
  const day = shortDayFormatter.format(new Date(`${alert.departure_date}T00:00:00Z`));
  return `${day} ${alert.departure_time.replace(':', '.')} ${alert.departure_zone}`;
}

/** '0812...' or '+62 812...' as the SMS gateway wants it: '62812...'. */
function smsRecipient(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}

/**
 * The e-mail and SMS telling a customer that a seat of the departure they wait for is
 * free, to each contact their profile has. Pure: the caller queues them.
 */
export function seatAlertMessages(alert: ClaimedAlert, baseUrl: string): SeatAlertMessage[] {
  const link = seatAlertLink(baseUrl, {
    operatorCode: alert.operator_code,
    jadwalCode: alert.jadwal_code,
    departureDate: alert.departure_date,
  });
  const when = whenText(alert);
  const route = `${alert.origin_label} → ${alert.destination_label}`;
  const messages: SeatAlertMessage[] = [];
  if (alert.email) {
    const text = [
      'Halo,',
      '',
      'Ada kursi yang baru tersedia untuk keberangkatan yang Anda tunggu:',
      `${alert.operator_name}`,
      route,
      when,
      '',
      'Kursi ini dapat dipesan siapa saja, jadi segera pilih kursi Anda:',
      link,
      '',
      'Kabar ini dikirim sekali untuk permintaan Anda. Jika kursi sudah terisi lagi saat Anda ' +
        'membuka tautan, Anda dapat meminta kabar kembali dari hasil pencarian.',
      '',
      'Salam,',
      'Lintas',
    ].join('\n');
    const html = [
      '<p>Halo,</p>',
      '<p>Ada kursi yang baru tersedia untuk keberangkatan yang Anda tunggu:</p>',
      `<p><strong>${escapeHtml(alert.operator_name)}</strong><br>${escapeHtml(route)}<br>${escapeHtml(when)}</p>`,
      `<p><a href="${escapeHtml(link)}">Pilih kursi sekarang</a></p>`,
      '<p>Kursi ini dapat dipesan siapa saja. Kabar ini dikirim sekali untuk permintaan Anda.</p>',
      '<p>Salam,<br>Lintas</p>',
    ].join('\n');
    messages.push({
      channel: 'email',
      recipient: alert.email,
      subject: `Kursi tersedia: ${alert.operator_name} ${route}`,
      text,
      html,
      discardAfter: alert.departure_at,
    });
  }
  if (alert.phone) {
    messages.push({
      channel: 'sms',
      recipient: smsRecipient(alert.phone),
      subject: null,
      // GSM-7 characters only ('-', not an arrow): one arrow would make every part of the
      // SMS Unicode, 70 characters instead of 160, and cost twice as many parts.
      text:
        `Lintas: kursi tersedia ${alert.operator_name} ${alert.origin_label} - ` +
        `${alert.destination_label} ${shortWhenText(alert)}. Pesan kursinya sebelum diambil orang lain: ${link}`,
      discardAfter: alert.departure_at,
    });
  }
  return messages;
}
