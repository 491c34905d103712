import { prepareDatabase } from '../../src/db/prepare.js';
import {
  createIdentityTestApp,
  type IdentityTestApp,
  signInLocally,
} from '../api/identity-fixtures.js';
import { LOCAL_IDENTITY_ISSUER_PATH } from '../../src/modules/identity/local-identity-paths.js';
import { holdPort } from '../helpers/free-port.js';
import { TEST_NOW, TEST_TODAY } from '../helpers/test-app.js';
import { SpecClient, type SpecRequest, type SpecAnswer } from './spec-client.js';

/**
 * The world the conformance suite talks to: the real application listening on a loopback
 * port (real HTTP, so Node's own parser and limits answer too), on a fresh embedded
 * database with the demo catalogue, staff and flash sale, the clock at the API tests'
 * Saturday 21 November 2026 08:00 WIB, and the local identity provider for Google sign-in.
 *
 * Everything the calls need (a trip with a free seat, a booking, a signed-in customer) is
 * made through the spec's own calls, as its client would; the database is read only for
 * what a person would know and a client cannot ask (the flash-sale quiz's answer, a code
 * sent by e-mail).
 */

export const TOMORROW = '2026-11-22';
export const DAY_AFTER = '2026-11-23';

export interface Seat {
  operator_kode: string;
  jadwal_kode: string;
  tanggal_berangkat: string;
  no: string;
  /** The route of the trip (list-jadwal's jurusan_id). */
  jurusan_id: number;
}

export interface Booking {
  code: string;
  guestToken: string;
  seat: Seat;
  email: string;
  phone: string;
}

export class ConformanceWorld {
  readonly client: SpecClient;
  private readonly seatPools = new Map<string, Seat[]>();
  private people = 0;
  private cachedCustomer: string | null = null;

  private constructor(
    readonly t: IdentityTestApp,
    readonly baseUrl: string,
  ) {
    this.client = new SpecClient({ baseUrl });
  }

  static async open(): Promise<ConformanceWorld> {
    // The port is chosen first so that the server's public address is its own: the
    // payment simulator's settle delivers its notification there over HTTP.
    const held = await holdPort();
    const { port } = held;
    const t = await createIdentityTestApp({
      env: {
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        // The local provider names the site's own address as the tokens' issuer.
        IDENTITY_ISSUER: `http://127.0.0.1:${port}${LOCAL_IDENTITY_ISSUER_PATH}`,
        // The suite sends many calls of each kind from one address and one booker.
        LOOKUP_RATE_LIMIT_PER_MINUTE: '10000',
        OTP_REQUEST_LIMIT_PER_ADDRESS: '100000',
        OTP_REQUEST_LIMIT_PER_IDENTIFIER: '100000',
        LOGIN_FAILURE_LIMIT_PER_ADDRESS: '100000',
      },
    });
    // The rest of what `npm start` loads into a development database: staff, content,
    // the flash sale, souvenirs (the catalogue is already there).
    await prepareDatabase(t.database, t.config, t.clock);
    await held.release();
    await t.app.listen({ host: '127.0.0.1', port });
    return new ConformanceWorld(t, `http://127.0.0.1:${port}`);
  }

  close(): Promise<void> {
    return this.t.close();
  }

  send(request: SpecRequest, client: SpecClient = this.client): Promise<SpecAnswer> {
    return client.send(request);
  }

  /** Sends and insists on the success envelope: the results. */
  async results<T = Record<string, unknown>>(
    request: SpecRequest,
    client: SpecClient = this.client,
  ): Promise<T> {
    const answer = await client.send(request);
    if (answer.httpStatus !== 200 || answer.body?.status !== 'OK') {
      throw new Error(`${request.method} ${request.path}: ${answer.httpStatus} ${answer.text}`);
    }
    return answer.body.results as T;
  }

  /** Moves the clock on (the server's "now"). */
  later(ms: number): void {
    this.t.clock.set(new Date(this.t.clock.now().getTime() + ms));
  }

  /** A new person's contact each time (bookers, sign-ins). */
  person(): { email: string; phone: string; name: string } {
    this.people += 1;
    return {
      email: `penumpang${this.people}@example.com`,
      phone: `0812${String(10_000_000 + this.people).slice(-8)}`,
      name: 'Budi Santoso',
    };
  }

  /**
   * A free seat nobody else in the suite has taken, on a CTY-01 trip Bandung → Jakarta:
   * tomorrow or the day after unless a date is named.
   */
  async freeSeat(date?: string): Promise<Seat> {
    const key = date ?? 'soon';
    let pool = this.seatPools.get(key);
    if (!pool) {
      pool = [];
      for (const day of date ? [date] : [TOMORROW, DAY_AFTER])
        pool.push(...(await this.seatsOn(day)));
      this.seatPools.set(key, pool);
    }
    const seat = pool.shift();
    if (!seat) throw new Error(`the conformance suite ran out of seats (${key})`);
    return seat;
  }

  private async seatsOn(date: string): Promise<Seat[]> {
    const seats: Seat[] = [];
    const search = await this.results<{ list: Array<Record<string, unknown>> }>({
      method: 'GET',
      path: 'travel/search-jadwal',
      params: {
        asal_id: 1,
        asal_tipe: 'city',
        tujuan_id: 2,
        tujuan_tipe: 'city',
        tanggal_berangkat: date,
        group_by: 'operator-jurusan',
      },
    });
    const group = (search.list ?? []).find((item) => item.operator_kode === 'CTY');
    if (!group) return seats;
    const trips = await this.results<{ list: Array<{ jadwal_kode: string }> }>({
      method: 'GET',
      path: 'travel/list-jadwal',
      params: {
        operator_kode: 'CTY',
        jurusan_id: Number(group.jurusan_id),
        tanggal_berangkat: date,
      },
    });
    for (const trip of trips.list) {
      const map = await this.results<{ kursi: Array<{ no: string; tersedia: boolean }> }>({
        method: 'GET',
        path: 'travel/kursi',
        params: { operator_kode: 'CTY', jadwal_kode: trip.jadwal_kode, tanggal_berangkat: date },
      });
      for (const seat of map.kursi) {
        if (seat.tersedia)
          seats.push({
            operator_kode: 'CTY',
            jadwal_kode: trip.jadwal_kode,
            tanggal_berangkat: date,
            no: seat.no,
            jurusan_id: Number(group.jurusan_id),
          });
      }
    }
    return seats;
  }

  /** The booking body the spec's client sends (spec §7 reservasi), for `seat`. */
  bookingBody(seat: Seat, who = this.person()): Record<string, unknown> {
    return {
      operator_kode: seat.operator_kode,
      jadwal_kode: seat.jadwal_kode,
      tanggal_berangkat: seat.tanggal_berangkat,
      kursi: [{ no: seat.no, promo_kode: '', nama: who.name }],
      flag_pp: 0,
      flag_connecting: 0,
      list_connecting: [],
      voucher_kode: '',
      voucher_diskon: 0,
      flag_asuransi: 0,
      donasi: 0,
      flag_point: 0,
      tipe_admin_fee: '',
      admin_fee: 0,
      pemesan_nama: who.name,
      pemesan_email: who.email,
      pemesan_telp: who.phone,
      jenis_pembayaran_kode: 'BCA_VA',
      ads_kode: '',
      url_referer: '',
      komentar_donasi: '',
    };
  }

  /**
   * What the spec's client pays for a booking body: cek-harga's total (spec §7: the trip,
   * voucher, assurance, donation and points; no payment method) plus the admin fee that
   * list-jenis-pembayaran answers for that amount and the chosen method (spec §3's payment
   * state keeps the fee and its type beside the total).
   */
  async totalOf(body: Record<string, unknown>, client: SpecClient = this.client): Promise<number> {
    const { jenis_pembayaran_kode: method, ...trip } = body;
    const quote = await this.results<{ total_harga: number }>(
      { method: 'POST', path: 'travel/cek-harga', data: trip },
      client,
    );
    const methods = await this.results<{
      list_grup: Array<{
        list_jenis_pembayaran: Array<{ jenis_pembayaran_kode: string; admin_fee: number | null }>;
      }>;
    }>(
      {
        method: 'GET',
        path: 'travel/list-jenis-pembayaran',
        params: { amount: quote.total_harga, voucher_kode: '', reservasi_kode: '' },
      },
      client,
    );
    const chosen = methods.list_grup
      .flatMap((group) => group.list_jenis_pembayaran)
      .find((item) => item.jenis_pembayaran_kode === method);
    if (!chosen) throw new Error(`no payment method ${String(method)}`);
    return quote.total_harga + (chosen.admin_fee ?? 0);
  }

  /** A booking awaiting payment, made as the spec's client makes it. */
  async reserve(client: SpecClient = this.client, date?: string): Promise<Booking> {
    const seat = await this.freeSeat(date);
    const who = this.person();
    const body = this.bookingBody(seat, who);
    const total = await this.totalOf(body, client);
    const results = await this.results<{ reservasi_kode: string; guest_token: string }>(
      { method: 'POST', path: 'travel/reservasi', data: { ...body, total_bayar: total } },
      client,
    );
    return {
      code: results.reservasi_kode,
      guestToken: results.guest_token,
      seat,
      email: who.email,
      phone: who.phone,
    };
  }

  /** A booking paid through the development simulator's settle call. */
  async paidBooking(client: SpecClient = this.client, date?: string): Promise<Booking> {
    const booking = await this.reserve(client, date);
    const settle = await fetch(`${this.baseUrl}/api/dev/payments/${booking.code}/settle`, {
      method: 'POST',
    });
    if (!settle.ok)
      throw new Error(`settle ${booking.code}: ${settle.status} ${await settle.text()}`);
    return booking;
  }

  /**
   * A paid booking of `client`'s whose trip is over: booked today at the suite's 08:00,
   * paid, and the clock moved to the evening, after its arrival. The clock stays there
   * (reviews need it); the next call puts it back at the morning first.
   */
  async travelledBooking(client: SpecClient): Promise<Booking> {
    this.t.clock.set(TEST_NOW);
    const booking = await this.paidBooking(client, TEST_TODAY);
    this.t.clock.set(new Date(new Date(TEST_NOW).getTime() + 15 * 3_600_000));
    return booking;
  }

  /** The newest sign-in code sent to `recipient` (the development outbox). */
  async codeSentTo(recipient: string): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const outbox = await fetch(`${this.baseUrl}/api/dev/outbox`);
      const messages = (
        (await outbox.json()) as { results: Array<{ recipient: string; text: string }> }
      ).results;
      const last = messages.filter((m) => m.recipient === recipient).at(-1);
      const code = last && /Kode masuk Lintas Anda: (\d{6})\./.exec(last.text)?.[1];
      if (code) return code;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no sign-in code reached ${recipient}`);
  }

  /** Signs a new person in by e-mail code exactly as the spec's login page does. */
  async signIn(): Promise<{ token: string; email: string }> {
    const { email } = this.person();
    const requested = await this.results<{ auth?: string }>({
      method: 'POST',
      path: 'travel/request-customer-login-alternative',
      data: { tipe: 'otp-email', email, telp: '' },
    });
    const otp = await this.codeSentTo(email);
    const login = await this.results<{ token: string }>({
      method: 'POST',
      path: 'travel/customer-login',
      data: {
        tipe: 'otp-email',
        auth: requested.auth || 'xxx',
        telp: '',
        email,
        otp,
        token_firebase: '',
      },
    });
    return { token: login.token, email };
  }

  /** One signed-in customer the suite shares (a profile with a name). */
  async customer(): Promise<string> {
    if (this.cachedCustomer) return this.cachedCustomer;
    const { token } = await this.signIn();
    await this.results(
      {
        method: 'POST',
        path: 'travel/customer-update-data',
        data: { nama: 'Budi Santoso' },
        form: true,
      },
      this.client.with({ token }),
    );
    this.cachedCustomer = token;
    return token;
  }

  /** An ID token from the local identity provider (what the Google popup would give). */
  idToken(person: { nama: string; email?: string; telp?: string }): Promise<string> {
    return signInLocally(this.t, person);
  }

  /** The flash-sale quiz's right answer for the question a card asks (a person reads it). */
  async rightAnswer(question: string): Promise<string> {
    const row = await this.t.db
      .selectFrom('flash_sale_questions')
      .select('answer')
      .where('question', '=', question)
      .executeTakeFirstOrThrow();
    return row.answer;
  }
}
