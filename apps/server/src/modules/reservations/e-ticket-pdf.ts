import { formatDate, formatRupiah } from '@lintas/domain/format';
import type { ReservationDetail } from '@lintas/domain/reservation-schemas';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import qrcode from 'qrcode-generator';

/** What the e-ticket's files are made of: the ticket as detail-reservasi shows it, and its QR. */
export interface ETicketFileInput {
  detail: ReservationDetail;
  /** The signed boarding payload (lib/ticket-qr.ts), the same the web ticket's QR holds. */
  qrContent: string;
  /** Each leg's instants, in the order of detail.perjalanan (the calendar needs UTC). */
  instants: Array<{ departureAt: Date; arrivalAt: Date }>;
  /** When the file is made (the injected clock). */
  now: Date;
}

const STATUS_LABEL: Record<ReservationDetail['status'], string> = {
  paid: 'LUNAS',
  pending: 'MENUNGGU PEMBAYARAN',
  expired: 'KEDALUWARSA',
  cancelled: 'DIBATALKAN',
};

/** Letters NFKD does not take apart, written as their nearest Latin letters. */
const LATIN_FALLBACK: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '↔': '<->',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
  '\n': ' ',
  '\r': ' ',
};

/**
 * Text a standard font can write: Helvetica is WinAnsi-encoded, and pdf-lib throws on any
 * character outside it (an arrow, 'ş', a Vietnamese or Polish letter, an emoji). Known
 * ones get their ASCII form ('→' → '->', 'Ł' → 'L'); the rest lose their accents where
 * that makes them encodable ('ş' → 's', 'ệ' → 'e'); anything else becomes '?'. Names
 * stay readable and the PDF is always made.
 */
function winAnsiText(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) as number;
    if (charset.has(code) && code >= 0x20) {
      out += char;
      continue;
    }
    const fallback = LATIN_FALLBACK[char];
    if (fallback !== undefined) {
      out += fallback;
      continue;
    }
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out +=
      bare.length > 0 && [...bare].every((c) => charset.has(c.codePointAt(0) as number))
        ? bare
        : '?';
  }
  return out;
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.15);
const MUTED = rgb(0.38, 0.42, 0.47);
const ACCENT = rgb(0.04, 0.4, 0.75);
const RULE = rgb(0.85, 0.87, 0.9);

/** Writes lines top-down, wrapping at the width and adding a page when one fills. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly charset: ReadonlySet<number>,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  get current(): { page: PDFPage; y: number } {
    return { page: this.page, y: this.y };
  }

  moveTo(y: number): void {
    this.y = y;
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** One paragraph; `indent` from the left margin; `width` the room it may take. */
  text(
    value: string,
    options: {
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      width?: number;
    } = {},
  ): void {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const width = options.width ?? PAGE.width - 2 * MARGIN - indent;
    for (const line of this.wrap(winAnsiText(value, this.charset), font, size, width)) {
      this.ensure(size * 1.4);
      this.y -= size;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font,
        color: options.color ?? INK,
      });
      this.y -= size * 0.4;
    }
  }

  /** A label in grey and its value beside it. */
  field(label: string, value: string, indent = 0): void {
    const size = 10.5;
    const labelWidth = 92;
    this.ensure(size * 1.4);
    const top = this.y;
    this.page.drawText(winAnsiText(label, this.charset), {
      x: MARGIN + indent,
      y: top - size,
      size,
      font: this.fonts.regular,
      color: MUTED,
    });
    this.text(value, { indent: indent + labelWidth });
  }

  rule(): void {
    this.ensure(12);
    this.y -= 6;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.8,
      color: RULE,
    });
    this.y -= 8;
  }

  private ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else {
        line = next;
      }
    }
    lines.push(line);
    return lines;
  }
}

/** The QR as filled squares (vector: sharp when printed or zoomed), with its quiet zone. */
function drawQr(page: PDFPage, content: string, x: number, top: number, size: number): void {
  const qr = qrcode(0, 'M');
  qr.addData(content);
  qr.make();
  const count = qr.getModuleCount();
  const module = size / (count + 8);
  page.drawRectangle({ x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row += 1) {
    // A run of dark modules in a row is one rectangle: fewer objects, no hairline seams.
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col += 1;
      page.drawRectangle({
        x: x + (start + 4) * module,
        y: top - (row + 5) * module,
        width: (col - start) * module,
        height: module,
        color: rgb(0, 0, 0),
      });
    }
  }
}

const longDate = (date: string) => formatDate(date, 'dddd, D MMMM YYYY');

/**
 * The e-ticket as a PDF (decision 0041): the booking code, its status and the signed
 * boarding QR, then each leg with its operator, route, departure and arrival in the
 * local zone, pickup and drop-off points with their addresses, each passenger with the
 * seat, then the booker and the total paid. Standard Helvetica, not embedded: the text
 * stays selectable and searchable, and the file stays a few kilobytes.
 */
export async function eTicketPdf(input: ETicketFileInput): Promise<Uint8Array> {
  const { detail } = input;
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(regular.getCharacterSet());
  const safe = (text: string) => winAnsiText(text, charset);
  doc.setTitle(safe(`E-Tiket Lintas ${detail.reservasi_kode}`));
  doc.setSubject(safe(`E-tiket kode booking ${detail.reservasi_kode}`));
  doc.setAuthor('Lintas');
  doc.setCreator('Lintas');
  doc.setProducer('Lintas');
  doc.setCreationDate(input.now);
  doc.setModificationDate(input.now);

  const w = new Writer(doc, { regular, bold }, charset);
  const qrSize = 150;
  const { page, y: top } = w.current;
  drawQr(page, input.qrContent, PAGE.width - MARGIN - qrSize, top, qrSize);
  const headWidth = PAGE.width - 2 * MARGIN - qrSize - 16;
  w.text('E-TIKET LINTAS', { size: 11, bold: true, color: ACCENT, width: headWidth });
  w.gap(6);
  w.text('Kode booking', { size: 10, color: MUTED, width: headWidth });
  w.text(detail.reservasi_kode, { size: 26, bold: true, width: headWidth });
  w.gap(4);
  w.text(`Status: ${STATUS_LABEL[detail.status]}`, { size: 11, bold: true, width: headWidth });
  if (detail.dibayar_pada) {
    w.text(`Dibayar ${formatDate(detail.dibayar_pada, 'dddd, D MMMM YYYY')}`, {
      size: 10,
      color: MUTED,
      width: headWidth,
    });
  }
  w.gap(6);
  w.text('Tunjukkan QR atau kode booking ini kepada petugas saat naik.', {
    size: 10,
    color: MUTED,
    width: headWidth,
  });
  w.moveTo(Math.min(w.current.y, top - qrSize - 8));
  w.rule();

  const multiLeg = detail.perjalanan.length > 1;
  detail.perjalanan.forEach((leg, index) => {
    const direction = leg.arah === 'pergi' ? 'Pergi' : 'Pulang';
    const sameDirection = detail.perjalanan.filter((other) => other.arah === leg.arah);
    const part = sameDirection.length > 1 ? ` (bagian ${sameDirection.indexOf(leg) + 1})` : '';
    w.text(
      `${multiLeg || detail.flag_pp ? `${direction}${part}: ` : ''}${leg.asal.kota_nama} → ${leg.tujuan.kota_nama}`,
      {
        size: 14,
        bold: true,
      },
    );
    w.gap(2);
    w.field('Operator', `${leg.operator_nama} (${leg.operator_kode})`);
    w.field('Rute', `${leg.jurusan} · ${leg.jadwal_kode}`);
    w.field('Kelas', [leg.kelas, leg.tipe_kendaraan].filter(Boolean).join(', ') || '-');
    w.field(
      'Berangkat',
      `${longDate(leg.tanggal_berangkat)}, ${leg.jam_berangkat} ${leg.zona_waktu_berangkat}`,
    );
    w.field(
      'Tiba (perkiraan)',
      `${longDate(leg.tanggal_tiba)}, ${leg.jam_tiba} ${leg.zona_waktu_tiba}`,
    );
    w.field('Titik naik', `${leg.asal.cabang_nama}, ${leg.asal.kota_nama}`);
    w.field('Alamat naik', leg.asal.alamat || '-');
    w.field('Titik turun', `${leg.tujuan.cabang_nama}, ${leg.tujuan.kota_nama}`);
    w.field('Alamat turun', leg.tujuan.alamat || '-');
    w.gap(4);
    w.text('Penumpang', { size: 10.5, bold: true });
    for (const seat of leg.kursi) {
      w.text(`Kursi ${seat.no}  ·  ${seat.nama}${seat.dibatalkan ? '  (dibatalkan)' : ''}`, {
        indent: 12,
      });
    }
    if (index < detail.perjalanan.length - 1) w.rule();
  });

  w.rule();
  w.field('Pemesan', detail.pemesan.nama);
  w.field('Email', detail.pemesan.email);
  w.field('Telepon', detail.pemesan.telp);
  w.gap(6);
  w.text(`Total dibayar: ${formatRupiah(detail.total)}`, { size: 13, bold: true });
  w.gap(10);
  w.text(
    'Datang ke titik naik paling lambat 30 menit sebelum berangkat. Waktu tertulis menurut zona titik keberangkatan. E-tiket ini juga dapat dibuka di menu Cek Pesanan.',
    { size: 9, color: MUTED },
  );
  return doc.save();
}
