import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, manifestCsv } from '../../src/modules/staff/manifest-csv.js';
import type { TestApp } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import {
  DEMO_PETUGAS_PASSWORD,
  demoPetugasEmail,
  openStaffDesk,
  paidBooking,
  staffBearer,
  staffGet,
  staffPost,
  XTR_DEPARTURE,
} from './staff.fixtures.js';

/** A departure's passenger manifest for staff (issue 10): JSON and CSV. */
describe('staff manifest', () => {
  let t: TestApp;
  let admin: string;
  let petugasXtr: string;
  let paidCode: string;
  let pendingCode: string;
  beforeAll(async () => {
    ({ t, admin, petugasXtr } = await openStaffDesk());
    // Seats 10 and 2, booked in that order: the manifest sorts them 2 before 10.
    paidCode = (await paidBooking(t, { kursi: seats('10', '2') })).code;
    pendingCode = (await reserveOk(t, oneWay({ kursi: seats('4') }))).code;
  });
  afterAll(() => t.close());

  it('lists every paid passenger with seat, code, booker phone, pickup point and boarding status', async () => {
    const res = await staffGet(t, petugasXtr, '/api/staff/manifest', XTR_DEPARTURE);
    expect(res.statusCode, res.body).toBe(200);
    const { keberangkatan, penumpang } = res.json().results;
    expect(keberangkatan).toMatchObject({
      jadwal_kode: 'XTR-01-1000',
      tanggal: TOMORROW,
      kursi: { terjual: 2, ditahan: 1 },
      penumpang: 2,
    });
    expect(penumpang).toEqual([
      {
        kursi: '2',
        nama: 'Siti Aminah',
        reservasi_kode: paidCode,
        pemesan_nama: 'Budi Santoso',
        pemesan_telp: '081234567890',
        naik_di: expect.objectContaining({ jam: '10:00', zona_waktu: 'WIB' }),
        turun_di: expect.objectContaining({ kota_nama: expect.any(String) }),
        status_naik: 'belum',
        naik_pada: null,
        naik_pada_lokal: null,
      },
      expect.objectContaining({ kursi: '10', nama: 'Budi Santoso', reservasi_kode: paidCode }),
    ]);
    // The unpaid booking is nobody's passenger yet.
    expect(JSON.stringify(penumpang)).not.toContain(pendingCode);
  });

  it('gives a passenger of a segment their own pickup point and time, and boards them there', async () => {
    const { code } = await paidBooking(t, {
      operator_kode: 'PSR',
      jadwal_kode: 'PSR-01-0600.1-2',
      tanggal_berangkat: TOMORROW,
      kursi: seats('3'),
    });
    const departure = { operator_kode: 'PSR', jadwal_kode: 'PSR-01-0600', tanggal: TOMORROW };
    const res = await staffGet(t, admin, '/api/staff/manifest', departure);
    expect(res.statusCode, res.body).toBe(200);
    const [passenger] = res.json().results.penumpang;
    expect(passenger).toMatchObject({
      kursi: '3',
      reservasi_kode: code,
      // Purwakarta, 90 minutes after the 06.00 start at Bandung.
      naik_di: { cabang_kode: 'PWK-SDG', jam: '07:30', zona_waktu: 'WIB' },
      turun_di: { cabang_kode: 'JKT-CWG' },
    });
    const boarded = await staffPost(t, admin, '/api/staff/boarding', {
      reservasi_kode: code,
      ...departure,
    });
    expect(boarded.statusCode, boarded.body).toBe(200);
    expect(boarded.json().results.keberangkatan).toMatchObject({
      jadwal_kode: 'PSR-01-0600',
      jam_berangkat: '07:30',
    });
    expect(boarded.json().results.penumpang).toEqual([
      expect.objectContaining({ kursi: '3', naik_di: expect.stringContaining('Purwakarta') }),
    ]);
  });

  it('shows who has boarded, and when', async () => {
    const boarded = await staffPost(t, petugasXtr, '/api/staff/boarding', {
      reservasi_kode: paidCode,
      ...XTR_DEPARTURE,
    });
    expect(boarded.statusCode, boarded.body).toBe(200);
    const res = await staffGet(t, admin, '/api/staff/manifest', XTR_DEPARTURE);
    const { keberangkatan, penumpang } = res.json().results;
    expect(keberangkatan.sudah_naik).toBe(2);
    for (const passenger of penumpang) {
      expect(passenger.status_naik).toBe('sudah');
      expect(passenger.naik_pada).toBe(t.clock.now().toISOString());
      expect(passenger.naik_pada_lokal).toBe('2026-11-21 08:00:00');
    }
  });

  it("answers 404 for another operator's departure exactly as for one that does not exist", async () => {
    const petugasBry = await staffBearer(t, demoPetugasEmail('BRY'), DEMO_PETUGAS_PASSWORD);
    const other = await staffGet(t, petugasBry, '/api/staff/manifest', XTR_DEPARTURE);
    const unknown = await staffGet(t, admin, '/api/staff/manifest', {
      ...XTR_DEPARTURE,
      jadwal_kode: 'XTR-99-0000',
    });
    const notRunning = await staffGet(t, admin, '/api/staff/manifest', {
      ...XTR_DEPARTURE,
      tanggal: '2000-01-01',
    });
    for (const res of [other, unknown, notRunning]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'ERROR',
        error_code: 'NOT_FOUND',
        message: 'Keberangkatan tidak ditemukan.',
      });
    }
    const otherCsv = await staffGet(t, petugasBry, '/api/staff/manifest', {
      ...XTR_DEPARTURE,
      format: 'csv',
    });
    expect(otherCsv.statusCode).toBe(404);
    expect(otherCsv.body).not.toContain(paidCode);
  });

  it('answers CSV for Excel: BOM, CRLF, a header, every cell quoted', async () => {
    const res = await staffGet(t, petugasXtr, '/api/staff/manifest', {
      ...XTR_DEPARTURE,
      format: 'csv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="manifest-XTR-01-1000-${TOMORROW}.csv"`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '"Kursi","Nama Penumpang","Kode Booking","Nama Pemesan","Telepon Pemesan","Naik di","Jam Naik","Turun di","Status Naik","Waktu Naik"',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^"2","Siti Aminah","${paidCode}","Budi Santoso","081234567890",".+","10:00 WIB",".+","Sudah naik","2026-11-21 08:00:00"$`,
      ),
    );
    expect(lines).toHaveLength(4);
  });

  it('escapes quotes, commas and line breaks, and guards cells a spreadsheet would run', async () => {
    // Names typed elsewhere (an older client, a later import) are not limited to letters:
    // the CSV must stay safe whatever the database holds.
    await t.db
      .updateTable('reservation_passengers')
      .set({ passenger_name: '=HYPERLINK("http://x.example","klik"), "Budi"\nbaris' })
      .where('seat_no', '=', '2')
      .where('leg_id', 'in', (eb) =>
        eb
          .selectFrom('reservation_legs')
          .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
          .select('reservation_legs.id')
          .where('reservations.code', '=', paidCode),
      )
      .execute();
    await t.db
      .updateTable('reservations')
      .set({ booker_name: '@SUM(A1:A9)', booker_phone: '+6281234567890' })
      .where('code', '=', paidCode)
      .execute();
    const res = await staffGet(t, admin, '/api/staff/manifest', {
      ...XTR_DEPARTURE,
      format: 'csv',
    });
    const body = res.body;
    expect(body).toContain(`"'=HYPERLINK(""http://x.example"",""klik""), ""Budi""\nbaris"`);
    expect(body).toContain(`"'@SUM(A1:A9)"`);
    expect(body).toContain(`"'+6281234567890"`);
    expect(body).not.toMatch(/(^|,)"[=+\-@]/m);
  });

  it('csvCell guards =, +, -, @, tab and carriage return, and nothing else', () => {
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+62')).toBe(`"'+62"`);
    expect(csvCell('-5')).toBe(`"'-5"`);
    expect(csvCell('@x')).toBe(`"'@x"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('Budi "Bud" Santoso')).toBe(`"Budi ""Bud"" Santoso"`);
    expect(csvCell('a=b')).toBe(`"a=b"`);
    expect(csvCell('')).toBe(`""`);
    expect(manifestCsv({ keberangkatan: {} as never, penumpang: [] })).toBe(
      '\uFEFF"Kursi","Nama Penumpang","Kode Booking","Nama Pemesan","Telepon Pemesan","Naik di","Jam Naik","Turun di","Status Naik","Waktu Naik"\r\n',
    );
  });

  it('refuses bad parameters in Indonesian', async () => {
    const res = await staffGet(t, admin, '/api/staff/manifest', {
      ...XTR_DEPARTURE,
      format: 'xls',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Format harus json atau csv');
    const missing = await staffGet(t, admin, '/api/staff/manifest', { tanggal: TOMORROW });
    expect(missing.statusCode).toBe(400);
  });

  it('leaves a passenger cancelled out of a paid booking off the manifest and the boarding (decision 0046)', async () => {
    const { code } = await paidBooking(t, { kursi: seats('6', '7') });
    await t.db
      .updateTable('reservation_passengers')
      .set({ cancelled_at: t.clock.now() })
      .where('seat_no', '=', '7')
      .where(
        'leg_id',
        'in',
        t.db
          .selectFrom('reservation_legs')
          .innerJoin('reservations', 'reservations.id', 'reservation_legs.reservation_id')
          .select('reservation_legs.id')
          .where('reservations.code', '=', code),
      )
      .execute();
    const listed = (await staffGet(t, admin, '/api/staff/manifest', XTR_DEPARTURE)).json().results
      .penumpang as Array<{ kursi: string; reservasi_kode: string }>;
    expect(listed.filter((p) => p.reservasi_kode === code).map((p) => p.kursi)).toEqual(['6']);
    const boarded = await staffPost(t, petugasXtr, '/api/staff/boarding', {
      reservasi_kode: code,
      ...XTR_DEPARTURE,
    });
    expect(boarded.statusCode, boarded.body).toBe(200);
    expect(boarded.json().results.penumpang.map((p: { kursi: string }) => p.kursi)).toEqual(['6']);
  });
});
