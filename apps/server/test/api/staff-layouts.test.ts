import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.js';
import { oneWay, reserveOk, seats, TOMORROW } from './reservations.fixtures.js';
import { travelGet } from './schedule-test-helpers.js';
import { openStaffDesk, paidBooking, staffGet, staffPost, staffPut } from './staff.fixtures.js';
import { grid, type Json, sht12, staffAudits } from './staff-timetable.fixtures.js';

/** Seat layouts from the operator console (issue 10, decision 0021): kept for booked seats, refused in Indonesian. */
describe('staff edit seat layouts', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    ({ t, admin } = await openStaffDesk());
    // Seat 1 of XTR-01-1000 tomorrow is paid (SHT12), as a sold seat a layout must keep.
    await paidBooking(t, { jadwal_kode: 'XTR-01-1000', kursi: seats('1') });
  });
  afterAll(() => t.close());

  const audits = (action: string) => staffAudits(t, action);

  it('a layout keeps every seat sold or held on a coming departure; adding seats goes through', async () => {
    // Seat 1 of XTR-01-1000 tomorrow was paid in beforeAll (SHT12); seat 5 is held now.
    await reserveOk(t, oneWay({ jadwal_kode: 'XTR-01-1100', kursi: seats('5') }));
    const listed = await staffGet(t, admin, '/api/staff/denah');
    expect(listed.statusCode, listed.body).toBe(200);
    const sht = listed.json().results.denah.find((item: Json) => item.denah_kode === 'SHT12');
    expect(sht.kursi_terpesan).toEqual(['1', '5']);
    expect(sht.operator_kode).toBeNull();

    const noSeatOne = sht12((cells) => {
      cells[0].jenis = 'empty';
      delete cells[0].nomor;
    });
    const res = await staffPut(t, admin, '/api/staff/denah/SHT12', noSeatOne);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: 'LAYOUT_SEATS_BOOKED',
      details: { kursi: ['1'] },
    });
    expect(res.json().message).toContain('Kursi 1 sudah dipesan pada 22 Nov 2026 (XTR-01-1000)');
    // Renumbering a held seat takes it away as much as removing it.
    const renumbered = await staffPut(
      t,
      admin,
      '/api/staff/denah/SHT12',
      sht12((cells) => {
        const five = cells.find((cell: Json) => cell.nomor === '5');
        five.nomor = '5A';
      }),
    );
    expect(renumbered.statusCode).toBe(409);
    expect(renumbered.json().message).toContain('Kursi 5');
    expect(await audits('denah.ubah')).toHaveLength(0);

    // The empty corner at the back becomes seat 13: nothing booked is lost.
    const grown = await staffPut(
      t,
      admin,
      '/api/staff/denah/SHT12',
      sht12((cells) => {
        const corner = cells.find((cell: Json) => cell.baris === 5 && cell.kolom === 4);
        corner.jenis = 'seat';
        corner.nomor = '13';
      }),
    );
    expect(grown.statusCode, grown.body).toBe(200);
    expect(grown.json().results.denah).toMatchObject({
      jumlah_kursi: 13,
      kursi_terpesan: ['1', '5'],
    });
    const [entry] = await audits('denah.ubah');
    expect(entry).toMatchObject({ entity: 'denah', entity_key: 'SHT12' });
    expect((entry!.before as Json).sel).toHaveLength(20);

    // The customer's seat map shows the new seat at once, seat 1 still taken.
    const map = await travelGet(
      t,
      `kursi?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal_berangkat=${TOMORROW}`,
    );
    expect(map.status).toBe(200);
    const legSeats = JSON.stringify(map.body.results);
    expect(legSeats).toContain('"no":"13"');
    expect(legSeats).toContain('"no":"1","baris":1,"kolom":1,"tersedia":false');
  });

  it('refuses a bad layout in Indonesian', async () => {
    const base = { nama: 'Denah Uji', tipe_kendaraan: 'bus', kelas: 'Bisnis' };
    const bad: Array<[unknown, string]> = [
      [{ ...base, ...grid(['SS', 'S']) }, 'harus punya 4 sel'],
      [{ ...base, ...grid(['SS', 'SS'], ['1', '2', '2', '3']) }, 'Nomor kursi 2 dipakai dua kali'],
      [{ ...base, ...grid(['D_', '__']) }, 'minimal punya 1 kursi'],
      [{ ...base, ...grid(['SS'], ['1', '']) }, 'belum bernomor'],
      [{ ...base, ...grid(['SS']), jumlah_baris: 21 }, 'Jumlah baris maksimal 20'],
      [{ ...base, ...grid(['SS']), tipe_kendaraan: 'kapal' }, 'shuttle atau bus'],
      [{ ...base, ...grid(['SS'], ['1', 'A-1']) }, 'hanya huruf dan angka'],
      [
        {
          ...base,
          jumlah_baris: 1,
          jumlah_kolom: 2,
          sel: [
            { baris: 1, kolom: 1, jenis: 'seat', nomor: '1' },
            { baris: 1, kolom: 1, jenis: 'aisle' },
          ],
        },
        'disebut dua kali',
      ],
      [
        {
          ...base,
          jumlah_baris: 1,
          jumlah_kolom: 2,
          sel: [
            { baris: 1, kolom: 1, jenis: 'seat', nomor: '1' },
            { baris: 1, kolom: 2, jenis: 'aisle', nomor: '2' },
          ],
        },
        'Hanya kursi yang bernomor',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await staffPost(t, admin, '/api/staff/denah', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toContain(message);
    }
  });
});
