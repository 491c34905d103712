import { describe, expect, it } from 'vitest';
import { signedNotification, simulatorSent } from '../api/payments-fixtures.js';
import { type TestApp, WEB_BASIC } from '../helpers/test-app.js';
import { useTwoServers } from './two-servers.js';

/**
 * The promise of the seat inventory, proven where it matters: two server processes'
 * worth of application (two apps, two connection pools) on one real PostgreSQL,
 * many clients racing over real HTTP. Every seat is sold at most once, every loser
 * gets SEAT_TAKEN, and no reservation is ever half-held.
 */

const TOMORROW = '2026-11-22';
const DAY_AFTER = '2026-11-23';
const NAMES = ['Budi Santoso', 'Siti Aminah', 'Agus Salim', 'Dewi Lestari', 'Rina Wati'];

type Body = Record<string, unknown>;
interface Answer {
  status: number;
  json: {
    status: string;
    error_code?: string;
    results?: { reservasi_kode: string };
    details?: { total_bayar?: number };
  };
}

const seatList = (numbers: string[]) =>
  numbers.map((no, i) => ({ no, nama: NAMES[i % NAMES.length] }));
const booker = {
  pemesan_nama: 'Budi Santoso',
  pemesan_email: 'budi@example.com',
  pemesan_telp: '081234567890',
  jenis_pembayaran_kode: 'BCA_VA',
};

describe('seat races on a real PostgreSQL server with two server instances', () => {
  let first: TestApp;
  let urls: string[];

  useTwoServers((servers) => ({ first, urls } = servers), { poolSize: 20, listen: true });

  async function post(index: number, path: string, body: Body): Promise<Answer> {
    const res = await fetch(`${urls[index % urls.length]}${path}`, {
      method: 'POST',
      headers: { authorization: WEB_BASIC, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Answer['json'] };
  }

  /** The server's total for a selection (every seat of these trips costs the same). */
  async function totalFor(body: Body): Promise<number> {
    const answer = await post(0, '/api/travel/reservasi', { ...body, total_bayar: 0 });
    expect(answer.json.error_code).toBe('PRICE_CHANGED');
    return answer.json.details!.total_bayar!;
  }

  /** Fires all bodies at once, alternating between the two servers. */
  async function race(bodies: Body[]) {
    const answers = await Promise.all(
      bodies.map((body, i) => post(i, '/api/travel/reservasi', body)),
    );
    for (const answer of answers) {
      // Every answer is a win or a clean SEAT_TAKEN: no 500, no other failure.
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.json.error_code).toBe('SEAT_TAKEN');
    }
    return answers;
  }

  async function heldByReservation(code: string) {
    return first.db
      .selectFrom('seat_occupancy')
      .innerJoin('reservations', 'reservations.id', 'seat_occupancy.reservation_id')
      .select(['seat_occupancy.schedule_id', 'seat_occupancy.seat_no', 'seat_occupancy.trip_date'])
      .where('reservations.code', '=', code)
      .execute();
  }

  async function reservationCount() {
    const row = await first.db
      .selectFrom('reservations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('sells one seat once when 40 clients want it at the same moment', async () => {
    const body = {
      ...booker,
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal_berangkat: TOMORROW,
      kursi: seatList(['5']),
    };
    const total = await totalFor(body);
    const before = await reservationCount();
    const answers = await race(Array.from({ length: 40 }, () => ({ ...body, total_bayar: total })));
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(39);
    expect(await reservationCount()).toBe(before + 1);
    expect(await heldByReservation(winners[0]!.json.results!.reservasi_kode)).toHaveLength(1);
  });

  it('never splits overlapping seat sets: each winner holds its whole set, seats never twice', async () => {
    const base = {
      ...booker,
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1100',
      tanggal_berangkat: TOMORROW,
    };
    const wanted = Array.from({ length: 30 }, (_, i) => {
      const a = (i % 8) + 1;
      const b = ((i * 3 + 1) % 8) + 1;
      const c = ((i * 5 + 2) % 8) + 1;
      return [...new Set([a, b, c])].map(String).slice(0, 2 + (i % 2));
    });
    const totals = new Map<number, number>();
    for (const size of new Set(wanted.map((w) => w.length))) {
      totals.set(
        size,
        await totalFor({ ...base, kursi: seatList(wanted.find((w) => w.length === size)!) }),
      );
    }
    const answers = await race(
      wanted.map((w) => ({ ...base, kursi: seatList(w), total_bayar: totals.get(w.length) })),
    );

    const sold = new Set<string>();
    let winners = 0;
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 200) continue;
      winners += 1;
      const held = await heldByReservation(answer.json.results!.reservasi_kode);
      expect(held.map((h) => h.seat_no).sort()).toEqual([...wanted[i]!].sort());
      for (const seat of wanted[i]!) {
        expect(sold.has(seat)).toBe(false);
        sold.add(seat);
      }
    }
    expect(winners).toBeGreaterThanOrEqual(1);
    expect(winners).toBeLessThanOrEqual(4);
  });

  it('holds both directions of a round trip or neither', async () => {
    const base = {
      ...booker,
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1200',
      tanggal_berangkat: TOMORROW,
      flag_pp: 1,
      operator_kode_pulang: 'XTR',
      jadwal_kode_pulang: 'XTR-02-1300',
      tanggal_berangkat_pulang: DAY_AFTER,
    };
    const combos = Array.from(
      { length: 24 },
      (_, i) => [String((i % 3) + 1), String((Math.floor(i / 3) % 3) + 1)] as const,
    );
    const total = await totalFor({
      ...base,
      kursi: seatList(['1']),
      kursi_pulang: seatList(['1']),
    });
    const answers = await race(
      combos.map(([go, back]) => ({
        ...base,
        kursi: seatList([go]),
        kursi_pulang: seatList([back]),
        total_bayar: total,
      })),
    );
    const goSold = new Set<string>();
    const returnSold = new Set<string>();
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 200) continue;
      const held = await heldByReservation(answer.json.results!.reservasi_kode);
      expect(held).toHaveLength(2);
      const [go, back] = combos[i]!;
      expect(goSold.has(go) || returnSold.has(back)).toBe(false);
      goSold.add(go);
      returnSold.add(back);
    }
    expect(goSold.size).toBeGreaterThanOrEqual(1);
  });

  it('holds every leg of a connecting trip or none', async () => {
    const base = {
      ...booker,
      operator_kode: 'CRB',
      jadwal_kode: 'CRB-01-0800',
      tanggal_berangkat: TOMORROW,
      flag_connecting: 1,
    };
    const combos = Array.from(
      { length: 24 },
      (_, i) => [String((i % 3) + 1), String((Math.floor(i / 3) % 3) + 1)] as const,
    );
    const withLegs = (first: string, second: string) => ({
      ...base,
      kursi: seatList([first]),
      list_connecting: [
        {
          operator_kode: 'JTN',
          jadwal_kode: 'JTN-01-1200',
          tanggal_berangkat: TOMORROW,
          kursi: seatList([second]),
        },
      ],
    });
    const total = await totalFor(withLegs('1', '1'));
    const answers = await race(combos.map(([a, b]) => ({ ...withLegs(a, b), total_bayar: total })));
    const firstLeg = new Set<string>();
    const secondLeg = new Set<string>();
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 200) continue;
      const held = await heldByReservation(answer.json.results!.reservasi_kode);
      expect(held).toHaveLength(2);
      const [a, b] = combos[i]!;
      expect(firstLeg.has(a) || secondLeg.has(b)).toBe(false);
      firstLeg.add(a);
      secondLeg.add(b);
    }
    expect(firstLeg.size).toBeGreaterThanOrEqual(1);
  });

  it('applies one payment once when its notification reaches both servers many times at once', async () => {
    const body = {
      ...booker,
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1400',
      tanggal_berangkat: TOMORROW,
      kursi: seatList(['3']),
    };
    const answer = await post(0, '/api/travel/reservasi', {
      ...body,
      total_bayar: await totalFor(body),
    });
    expect(answer.status).toBe(200);
    const code = answer.json.results!.reservasi_kode;
    const payment = await first.db
      .selectFrom('payments')
      .innerJoin('reservations', 'reservations.id', 'payments.reservation_id')
      .select(['payments.order_id', 'payments.amount'])
      .where('reservations.code', '=', code)
      .executeTakeFirstOrThrow();
    const notification = await simulatorSent(
      first.db,
      signedNotification({
        orderId: payment.order_id,
        amount: payment.amount,
        serverKey: first.config.payment.serverKey,
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post(i, '/api/payments/notification', notification)),
    );
    for (const a of answers) expect(a.status).toBe(200);

    const reservation = await first.db
      .selectFrom('reservations')
      .select(['status', 'refund_status'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(reservation).toEqual({ status: 'paid', refund_status: null });
    const recorded = await first.db
      .selectFrom('payment_notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', payment.order_id)
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBe(1);
  });
});
