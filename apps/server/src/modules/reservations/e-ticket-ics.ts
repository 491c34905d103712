import type { ETicketFileInput } from './e-ticket-pdf.js';

/** 20261122T030000Z: an instant in UTC, as RFC 5545's DATE-TIME form with 'Z'. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** TEXT values escape backslash, semicolon, comma and newline (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): continuation lines begin with one
 * space. Cut between characters, never inside a UTF-8 sequence.
 */
function fold(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.map((part, index) => (index === 0 ? part : ` ${part}`));
}

/**
 * The e-ticket as a calendar file (decision 0041): one VEVENT per direction (go, and the
 * return of a round trip), from the first leg's departure to the last leg's arrival of
 * that direction (a connection is one journey), times in UTC so every calendar places it
 * right whatever its own zone. LOCATION is the pickup point's name and address; the
 * description names the booking code, the operator and each seat. UID is stable per
 * booking and direction, so importing it again updates the entry instead of doubling it.
 */
export function eTicketIcs(input: ETicketFileInput): string {
  const { detail } = input;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Lintas//E-Tiket//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const arah of ['pergi', 'pulang'] as const) {
    const legs = detail.perjalanan
      .map((leg, index) => ({ leg, instants: input.instants[index] }))
      .filter((entry) => entry.leg.arah === arah);
    const first = legs[0];
    const last = legs[legs.length - 1];
    if (!first?.instants || !last?.instants) continue;
    const from = first.leg;
    const to = last.leg;
    const direction = arah === 'pergi' ? 'Pergi' : 'Pulang';
    const summary = `${detail.flag_pp ? `${direction}: ` : ''}${from.asal.kota_nama} → ${to.tujuan.kota_nama} (${from.operator_nama})`;
    const description = [
      `Kode booking: ${detail.reservasi_kode}`,
      ...legs.map(
        ({ leg }) =>
          `${leg.operator_nama} ${leg.jadwal_kode}: ${leg.asal.cabang_nama} ${leg.jam_berangkat} ${leg.zona_waktu_berangkat} → ${leg.tujuan.cabang_nama} ${leg.jam_tiba} ${leg.zona_waktu_tiba}`,
      ),
      ...legs.flatMap(({ leg }) => leg.kursi.map((seat) => `Kursi ${seat.no}: ${seat.nama}`)),
      'Tunjukkan e-tiket (QR atau kode booking) kepada petugas saat naik.',
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${detail.reservasi_kode}-${arah}@lintas`,
      `DTSTAMP:${utcStamp(input.now)}`,
      `DTSTART:${utcStamp(first.instants.departureAt)}`,
      `DTEND:${utcStamp(last.instants.arrivalAt)}`,
      `SUMMARY:${escapeText(summary)}`,
      `LOCATION:${escapeText(`${from.asal.cabang_nama}, ${from.asal.alamat || from.asal.kota_nama}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`Berangkat ${from.jam_berangkat} ${from.zona_waktu_berangkat} dari ${from.asal.cabang_nama}`)}`,
      'TRIGGER:-PT2H',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.flatMap(fold).join('\r\n')}\r\n`;
}
