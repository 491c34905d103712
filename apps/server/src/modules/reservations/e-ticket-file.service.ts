import {
  E_TICKET_FORMATS,
  type ETicketFormat,
  type ETicketLink,
  type ReservationDetail,
} from '@lintas/domain/reservation-schemas';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  eTicketFileToken,
  eTicketFileTokenOpens,
  parseETicketFileToken,
} from '../../lib/guest-secret.js';
import { signTicketQr } from '../../lib/ticket-qr.js';
import { eTicketIcs } from './e-ticket-ics.js';
import { eTicketPdf } from './e-ticket-pdf.js';
import type { ReservationAccess } from './reservation.ports.js';
import type { ReservationRepository, ReservationRow } from './reservation.repository.js';
import type { ReservationService } from './reservation.service.js';

/** How long a download link works: long enough for a slow phone, short for a shared URL. */
export const E_TICKET_LINK_MINUTES = 10;

const E_TICKET_DOWNLOAD_PATH = '/api/travel/unduh-e-tiket';

export interface ETicketFile {
  contentType: string;
  fileName: string;
  body: Uint8Array | string;
}

const CONTENT_TYPES: Record<ETicketFormat, string> = {
  pdf: 'application/pdf',
  ics: 'text/calendar; charset=utf-8',
};

const eTicketFileName = (code: string, format: ETicketFormat) => `e-tiket-${code}.${format}`;

/**
 * The e-ticket as a file (issue 21, decision 0041). The owner, proven as detail-reservasi
 * proves it, asks for a link (tautan-e-tiket); the link is the booking code, the file
 * and an expiry signed with the booking's own guest-secret hash, good for 10 minutes, so
 * a plain download (an <a download>, the apps' download manager) works without the guest
 * token or the bearer ever being put in a URL. Only a paid ticket that still boards has
 * files. A link that is malformed, altered, expired or names no booking answers one 404
 * that says nothing about which.
 */
export class ETicketFileService {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly reservations: ReservationService,
    private readonly clock: Clock,
    private readonly options: { baseUrl: string; ticketQrSecret: string },
  ) {}

  async link(code: string, format: ETicketFormat, access: ReservationAccess): Promise<ETicketLink> {
    const row = await this.reservations.requireAccessible(code, access);
    const { detail } = await this.reservations.ticketWithLegs(row);
    assertHasFile(detail);
    const expiresAt = new Date(this.clock.now().getTime() + E_TICKET_LINK_MINUTES * 60_000);
    const path = `${E_TICKET_DOWNLOAD_PATH}?t=${encodeURIComponent(eTicketFileToken(row, format, expiresAt))}`;
    return {
      reservasi_kode: row.code,
      format,
      url: `${this.options.baseUrl}${path}`,
      path,
      nama_file: eTicketFileName(row.code, format),
      // The token counts whole seconds: the instant it really stops.
      berlaku_sampai: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000).toISOString(),
      berlaku_menit: E_TICKET_LINK_MINUTES,
    };
  }

  async download(token: string): Promise<ETicketFile> {
    const row = await this.rowOfLink(token);
    const parsed = parseETicketFileToken(token) as { format: ETicketFormat };
    const { detail, legs } = await this.reservations.ticketWithLegs(row);
    // Cancelled (or its departure cancelled) since the link was made: no file.
    assertHasFile(detail);
    const input = {
      detail,
      qrContent: signTicketQr(row.code, this.options.ticketQrSecret),
      instants: legs.map((leg) => ({ departureAt: leg.departureAt, arrivalAt: leg.arrivalAt })),
      now: this.clock.now(),
    };
    return {
      contentType: CONTENT_TYPES[parsed.format],
      fileName: eTicketFileName(row.code, parsed.format),
      body: parsed.format === 'pdf' ? await eTicketPdf(input) : eTicketIcs(input),
    };
  }

  private async rowOfLink(token: string): Promise<ReservationRow> {
    const parsed = parseETicketFileToken(token);
    if (!parsed || !(E_TICKET_FORMATS as readonly string[]).includes(parsed.format))
      throw new AppError('E_TICKET_LINK_INVALID');
    const row = await this.repository.findByCode(parsed.code);
    if (!row || !eTicketFileTokenOpens(row, parsed, this.clock.now()))
      throw new AppError('E_TICKET_LINK_INVALID');
    return row;
  }
}

/** A ticket that boards: paid, and its departure not cancelled by the operator. */
function assertHasFile(detail: ReservationDetail): void {
  const departureCancelled = (detail.refund ?? []).some(
    (refund) => refund.alasan_kode === 'keberangkatan_dibatalkan',
  );
  if (detail.status !== 'paid' || departureCancelled) throw new AppError('E_TICKET_UNAVAILABLE');
}
