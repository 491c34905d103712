import type { AccessLinkSent, GuestLookupResult } from '@lintas/domain/reservation-schemas';
import type { RateLimiter } from '../../db/rate-limiter.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { accessLinkOpens, accessLinkToken } from '../../lib/guest-secret.js';
import { accessLinkMessage, accessLinkUrl } from './access-link-messages.js';
import type { BookingLinks } from './booking-messages.js';
import type { BookingNotices } from './booking-notices.js';
import type { ReservationRepository, ReservationRow } from './reservation.repository.js';

const HOUR_MS = 3_600_000;

/** How long an e-mailed link opens the booking. */
const ACCESS_LINK_MINUTES = 30;

/**
 * Links per booking code per hour, from anywhere: each is an e-mail to the booker, so a
 * stranger who knows the code can make us send at most this many an hour, and the
 * booker sees every one.
 */
const LINKS_PER_CODE_PER_HOUR = 3;
/** Link requests per client address per hour (spraying many codes from one address). */
const LINKS_PER_ADDRESS_PER_HOUR = 30;

const SENT_MESSAGE =
  'Bila kode booking ini terdaftar, tautan untuk membuka pesanan sudah kami kirim ke email pemesan. Periksa juga folder spam.';

/**
 * The second way into a booking (issue 22, decision 0035): the look-up by code and
 * contact is locked for the hour after 10 wrong contacts on that code, so a stranger who
 * knows the code can keep it shut. The booker then asks for a link instead: it goes to
 * the e-mail given at booking (never to the asker), is bound to the booking and expires
 * in 30 minutes, and opening it gives this device the look-up's own guest token. No
 * answer says whether the code exists; a wrong link counts on the address's backstop like
 * a wrong contact (a link cannot be guessed: its HMAC has 256 bits).
 */
export class GuestAccessLinkService {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly links: BookingLinks,
    private readonly failuresPerAddressPerMinute: number,
    /** What a right look-up answers for `row` (the ticket, contact masked, guest token). */
    private readonly opened: (row: ReservationRow) => Promise<GuestLookupResult>,
    /** The outbox (none in bare wiring: nothing is sent). */
    private readonly notices?: BookingNotices,
  ) {}

  async send(code: string, clientAddress: string): Promise<AccessLinkSent> {
    // Counted whether or not the code exists, so a 429 reveals nothing either.
    for (const [key, limit] of [
      [`lookup-link:code:${code}`, LINKS_PER_CODE_PER_HOUR],
      [`lookup-link:ip:${clientAddress}`, LINKS_PER_ADDRESS_PER_HOUR],
    ] as const) {
      const state = await this.rateLimiter.hit(key, limit, HOUR_MS);
      if (!state.allowed) {
        throw new AppError('RATE_LIMITED', undefined, {
          retry_after_detik: state.retryAfterSeconds,
        });
      }
    }
    const row = await this.repository.findByCode(code);
    if (row) {
      const expiresAt = new Date(this.clock.now().getTime() + ACCESS_LINK_MINUTES * 60_000);
      await this.notices?.sendNow(
        accessLinkMessage({
          bookerName: row.booker_name,
          bookerEmail: row.booker_email,
          code: row.code,
          url: accessLinkUrl(this.links, row.code, accessLinkToken(row, expiresAt)),
          minutes: ACCESS_LINK_MINUTES,
        }),
      );
    }
    return { pesan: SENT_MESSAGE, berlaku_menit: ACCESS_LINK_MINUTES };
  }

  async open(code: string, token: string, clientAddress: string): Promise<GuestLookupResult> {
    const row = await this.repository.findByCode(code);
    if (row && accessLinkOpens(row, token, this.clock.now())) return this.opened(row);
    const address = await this.rateLimiter.hit(
      `lookup-fail:ip:${clientAddress}`,
      this.failuresPerAddressPerMinute,
      60_000,
    );
    if (!address.allowed) {
      throw new AppError('RATE_LIMITED', undefined, {
        retry_after_detik: address.retryAfterSeconds,
      });
    }
    // Expired, for another booking, or made up: the same answer as an unknown code.
    throw new AppError(
      'RESERVATION_NOT_FOUND',
      'Tautan ini tidak berlaku atau sudah kedaluwarsa. Minta tautan baru dari halaman Cek Pesanan.',
    );
  }
}
