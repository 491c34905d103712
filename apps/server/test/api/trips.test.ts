import { tripSelectionSchema } from '@lintas/domain/trip-selection-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TripRepository } from '../../src/modules/trips/trip.repository.js';
import { seatKey } from '../../src/modules/trips/seat-keys.js';
import { TripService } from '../../src/modules/trips/trip.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('TripService', () => {
  let t: TestApp;
  let trips: TripService;
  beforeAll(async () => {
    t = await createTestApp();
    trips = new TripService(new TripRepository(t.db), t.clock);
  });
  afterAll(() => t.close());

  const rejects = (promise: Promise<unknown>, code: string) =>
    expect(promise).rejects.toMatchObject({ code });

  it('resolves a whole-route trip with local times and its fare', async () => {
    const trip = await trips.resolve('XTR', 'XTR-01-1000', '2026-11-21');
    expect(trip).toMatchObject({
      jadwalCode: 'XTR-01-1000',
      tripDate: '2026-11-21',
      departureDate: '2026-11-21',
      departureTime: '10:00',
      arrivalTime: '13:00',
      durationMinutes: 180,
      farePerSeat: 130000,
      fromStop: 0,
      toStop: 1,
      segmentIndexes: [0],
    });
    expect(trip.departureAt.toISOString()).toBe('2026-11-21T03:00:00.000Z');
    expect(trip.origin.code).toBe('BDG-PST');
    expect(trip.layout.seatCount).toBe(12);
  });

  it('does not sell a departure of today that has already left', async () => {
    await rejects(trips.resolve('XTR', 'XTR-01-0800', '2026-11-21'), 'SCHEDULE_UNAVAILABLE');
    await rejects(trips.resolve('XTR', 'XTR-01-1000', '2026-11-20'), 'SCHEDULE_UNAVAILABLE');
  });

  it('forgives lower-case codes and refuses dates beyond the sales window', async () => {
    await expect(trips.resolve('xtr', 'xtr-01-1000', '2026-11-22')).resolves.toMatchObject({
      jadwalCode: 'XTR-01-1000',
    });
    await rejects(trips.resolve('XTR', 'XTR-01-1000', '2027-06-01'), 'SCHEDULE_UNAVAILABLE');
    await expect(trips.resolve('XTR', 'XTR-01-1000', '2027-02-19')).resolves.toBeTruthy();
  });

  it('answers SCHEDULE_NOT_FOUND for unknown codes, bad ranges and operator mismatches', async () => {
    await rejects(trips.resolve('XTR', 'NOPE-01-1000', '2026-11-22'), 'SCHEDULE_NOT_FOUND');
    await rejects(trips.resolve('BRY', 'XTR-01-1000', '2026-11-22'), 'SCHEDULE_NOT_FOUND');
    await rejects(trips.resolve('LTM', 'LTM-01-0700.2-9', '2026-11-22'), 'SCHEDULE_NOT_FOUND');
    await rejects(trips.resolve('LTM', 'LTM-01-0700.2-1', '2026-11-22'), 'SCHEDULE_NOT_FOUND');
    await rejects(
      trips.resolve('LTM', "x'; DROP TABLE cities;--", '2026-11-22'),
      'SCHEDULE_NOT_FOUND',
    );
  });

  it('sells a segment of a multi-stop route that boards after midnight, keyed by the route start date', async () => {
    const trip = await trips.resolve('LTM', 'LTM-01-1800.2-3', '2026-11-22');
    expect(trip).toMatchObject({
      tripDate: '2026-11-21',
      departureDate: '2026-11-22',
      departureTime: '01:30',
      arrivalTime: '06:30',
      segmentIndexes: [2],
      // (360.000 - 230.000) x 110% for an 18:00 departure
      farePerSeat: 143000,
    });
    expect(trip.origin.cityName).toBe('Semarang');
  });

  it('expresses an arrival in Bali in WITA', async () => {
    const trip = await trips.resolve('GMP', 'GMP-01-0700.0-1', '2026-11-22');
    expect(trip).toMatchObject({
      departureTime: '07:00',
      arrivalTime: '19:00',
      durationMinutes: 660,
    });
    expect(trip.arrivalAt.toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(trip.destination.timezone).toBe('Asia/Makassar');
  });

  it('honours cancellations, inactive schedules and weekdays', async () => {
    await rejects(trips.resolve('XTR', 'XTR-01-1200', '2026-11-23'), 'SCHEDULE_UNAVAILABLE');
    await expect(trips.resolve('XTR', 'XTR-01-1200', '2026-11-24')).resolves.toBeTruthy();
    await rejects(trips.resolve('CTY', 'CTY-01-2000', '2026-11-22'), 'SCHEDULE_UNAVAILABLE');
    await rejects(trips.resolve('KJT', 'KJT-02-2200', '2026-11-23'), 'SCHEDULE_UNAVAILABLE'); // Monday
    await expect(trips.resolve('KJT', 'KJT-02-2200', '2026-11-21')).resolves.toMatchObject({
      arrivalDate: '2026-11-22',
    });
  });

  it('finds city-to-city trips on a date, only those still ahead', async () => {
    const list = await trips.findTrips({
      origin: { kind: 'city', id: 1 },
      destination: { kind: 'city', id: 2 },
      dates: ['2026-11-21'],
    });
    expect(list.length).toBeGreaterThan(40);
    expect(
      list.every((trip) => trip.departureAt.getTime() > Date.parse('2026-11-21T01:00:00Z')),
    ).toBe(true);
    expect(new Set(list.map((trip) => trip.operator.code))).toEqual(
      new Set(['XTR', 'BRY', 'CTY', 'DYT', 'ARK', 'PSR']),
    );
  });

  it('finds connections through the Cirebon hub with a 30 to 240 minute change', async () => {
    const list = await trips.findConnections({
      origin: { kind: 'city', id: 1 },
      destination: { kind: 'city', id: 5 },
      dates: ['2026-11-22'],
    });
    expect(list.length).toBeGreaterThan(0);
    for (const [first, second] of list) {
      expect(first!.destination.code).toBe('CBN-HUB');
      expect(second!.origin.code).toBe('CBN-HUB');
      const gap = (second!.departureAt.getTime() - first!.arrivalAt.getTime()) / 60_000;
      expect(gap).toBeGreaterThanOrEqual(30);
      expect(gap).toBeLessThanOrEqual(240);
    }
  });

  it('counts taken seats per segment: a seat held to Cirebon is free from Cirebon on', async () => {
    const reservation = await t.db
      .insertInto('reservations')
      .values({
        code: 'TESTTRIP01',
        status: 'pending',
        guest_secret_hash: 'x',
        booker_name: 'Budi',
        booker_phone: '081234567890',
        booker_email: 'budi@example.com',
        payment_method_code: 'BCA_VA',
        fare_total: 1,
        total: 1,
        price_lines: '[]',
        expires_at: '2026-11-21T01:15:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expired = await t.db
      .insertInto('reservations')
      .values({
        code: 'TESTTRIP02',
        status: 'pending',
        guest_secret_hash: 'x',
        booker_name: 'Sari',
        booker_phone: '081234567891',
        booker_email: 'sari@example.com',
        payment_method_code: 'BCA_VA',
        fare_total: 1,
        total: 1,
        price_lines: '[]',
        expires_at: '2026-11-21T00:59:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const schedule = await t.db
      .selectFrom('schedules')
      .select('id')
      .where('code', '=', 'LTM-01-1800')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('seat_occupancy')
      .values([
        {
          schedule_id: schedule.id,
          trip_date: '2026-11-21',
          seat_no: '1',
          segment_index: 0,
          reservation_id: reservation.id,
        },
        {
          schedule_id: schedule.id,
          trip_date: '2026-11-21',
          seat_no: '2',
          segment_index: 0,
          reservation_id: reservation.id,
        },
        {
          schedule_id: schedule.id,
          trip_date: '2026-11-21',
          seat_no: '2',
          segment_index: 1,
          reservation_id: reservation.id,
        },
        {
          schedule_id: schedule.id,
          trip_date: '2026-11-21',
          seat_no: '3',
          segment_index: 2,
          reservation_id: expired.id,
        },
      ])
      .execute();
    const whole = await trips.resolve('LTM', 'LTM-01-1800', '2026-11-21');
    const first = await trips.resolve('LTM', 'LTM-01-1800.0-1', '2026-11-21');
    const later = await trips.resolve('LTM', 'LTM-01-1800.1-3', '2026-11-21');
    const last = await trips.resolve('LTM', 'LTM-01-1800.2-3', '2026-11-22');
    const free = await trips.availableSeats([whole, first, later, last]);
    expect(free.get(seatKey(whole))).toBe(38);
    expect(free.get(seatKey(first))).toBe(38);
    expect(free.get(seatKey(later))).toBe(39);
    expect(free.get(seatKey(last))).toBe(40);
  });

  describe('resolveSelectedLegs', () => {
    const base = {
      operator_kode: 'CRB',
      jadwal_kode: 'CRB-01-0800',
      tanggal_berangkat: '2026-11-22',
      kursi: [{ no: '1', nama: 'Budi' }],
    };
    const select = (input: object) => trips.resolveSelectedLegs(tripSelectionSchema.parse(input));

    it('resolves a connecting journey and a return in travel order', async () => {
      const legs = await select({
        ...base,
        flag_connecting: 1,
        list_connecting: [
          {
            operator_kode: 'JTN',
            jadwal_kode: 'JTN-01-1200',
            tanggal_berangkat: '2026-11-22',
            kursi: [{ no: '3' }],
          },
        ],
        flag_pp: 1,
        operator_kode_pulang: 'JTN',
        jadwal_kode_pulang: 'JTN-03-0800',
        tanggal_berangkat_pulang: '2026-11-25',
        kursi_pulang: [{ no: '2' }],
        list_connecting_pulang: [
          {
            operator_kode: 'CRB',
            jadwal_kode: 'CRB-02-1430',
            tanggal_berangkat: '2026-11-25',
            kursi: [{ no: '4' }],
          },
        ],
      });
      expect(
        legs.map((leg) => [leg.direction, leg.legIndex, leg.trip.jadwalCode, leg.seats[0]!.no]),
      ).toEqual([
        ['go', 0, 'CRB-01-0800', '1'],
        ['go', 1, 'JTN-01-1200', '3'],
        ['return', 0, 'JTN-03-0800', '2'],
        ['return', 1, 'CRB-02-1430', '4'],
      ]);
    });

    it('refuses a connecting leg that leaves before the first arrives, or from elsewhere', async () => {
      const leg = (jadwal_kode: string, operator_kode = 'JTN') => ({
        operator_kode,
        jadwal_kode,
        tanggal_berangkat: '2026-11-22',
        kursi: [{ no: '3' }],
      });
      await rejects(
        select({ ...base, flag_connecting: 1, list_connecting: [leg('JTN-01-0930')] }),
        'SCHEDULE_UNAVAILABLE',
      );
      await rejects(
        select({ ...base, flag_connecting: 1, list_connecting: [leg('JTN-05-1500')] }),
        'VALIDATION_ERROR',
      );
    });

    it('refuses a return that leaves before the go trip arrives', async () => {
      await rejects(
        select({
          ...base,
          flag_pp: 1,
          operator_kode_pulang: 'CRB',
          jadwal_kode_pulang: 'CRB-02-1100',
          tanggal_berangkat_pulang: '2026-11-22',
          kursi_pulang: [{ no: '1' }],
        }),
        'VALIDATION_ERROR',
      );
    });
  });
});
