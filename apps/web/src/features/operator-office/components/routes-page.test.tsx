import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { PETUGAS, signIn } from '../testing/fixtures';
import { POINTS, staffLayout, staffRoute } from '../testing/timetable-fixtures';

function renderAt(href: string) {
  renderApp(href);
}

// The console's shell, the page's chunk and the list come in turn: a busy machine waits.
const SLOW = { timeout: 5000 };

describe('/operator/rute', () => {
  it('builds a new route stop by stop, checks it before sending, and creates it', async () => {
    signIn(PETUGAS);
    let created = false;
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/rute') && init?.method === 'POST') {
        created = true;
        return ok({
          rute: staffRoute({ rute_kode: 'XTR-05', nama: 'Bandung - Jakarta via Sadang' }),
          berubah: true,
        });
      }
      if (url.pathname.endsWith('/staff/rute'))
        return ok({
          rute: created
            ? [staffRoute(), staffRoute({ rute_kode: 'XTR-05', jadwal: [] })]
            : [staffRoute()],
          cabang: POINTS,
        });
      if (url.pathname.endsWith('/staff/denah')) return ok({ denah: [staffLayout()] });
      return undefined;
    });
    renderAt('/operator/rute');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rute baru' }, SLOW));
    expect(api.callsTo('/staff/rute')[0]!.url.searchParams.get('operator_kode')).toBe('XTR');

    await user.type(screen.getByLabelText('Nama rute'), 'Bandung - Jakarta via Sadang');
    await user.selectOptions(screen.getByLabelText('Titik pemberhentian 1'), 'BDG-PST');
    await user.selectOptions(screen.getByLabelText('Titik pemberhentian 2'), 'JKT-BLM');
    await user.type(screen.getByLabelText('Menit dari awal pemberhentian 2'), '200');
    await user.type(screen.getByLabelText('Tarif dari awal pemberhentian 2'), '150.000');
    // A third stop, then moved up between the two: a drop-off only stop at Sadang.
    await user.click(screen.getByRole('button', { name: 'Tambah pemberhentian' }));
    await user.selectOptions(screen.getByLabelText('Titik pemberhentian 3'), 'PWK-SDG');
    await user.type(screen.getByLabelText('Menit dari awal pemberhentian 3'), '250');
    await user.type(screen.getByLabelText('Tarif dari awal pemberhentian 3'), '60000');
    await user.click(screen.getByRole('button', { name: 'Naikkan pemberhentian 3' }));
    expect((screen.getByLabelText('Titik pemberhentian 2') as HTMLSelectElement).value).toBe(
      'PWK-SDG',
    );
    await user.click(screen.getByLabelText('Penumpang naik di pemberhentian 2'));

    // 250 minutes to Sadang, then 200 to Jakarta: refused before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Buat rute' }));
    expect(
      screen.getByText('Waktu pemberhentian 3 harus lebih lambat dari pemberhentian 2'),
    ).toBeTruthy();
    expect(api.callsTo('/staff/rute').some((call) => call.init?.method === 'POST')).toBe(false);

    const minutes = screen.getByLabelText('Menit dari awal pemberhentian 2');
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(screen.getByRole('button', { name: 'Buat rute' }));
    expect(
      await screen.findByText('Rute XTR-05 disimpan. Pencarian berikutnya memakainya.', {}, SLOW),
    ).toBeTruthy();
    const post = api.callsTo('/staff/rute').find((call) => call.init?.method === 'POST')!;
    expect(post.body).toEqual({
      operator_kode: 'XTR',
      nama: 'Bandung - Jakarta via Sadang',
      pemberhentian: [
        { cabang_kode: 'BDG-PST', menit_dari_awal: 0, tarif_dari_awal: 0, naik: true, turun: true },
        {
          cabang_kode: 'PWK-SDG',
          menit_dari_awal: 90,
          tarif_dari_awal: 60000,
          naik: false,
          turun: true,
        },
        {
          cabang_kode: 'JKT-BLM',
          menit_dari_awal: 200,
          tarif_dari_awal: 150000,
          naik: true,
          turun: true,
        },
      ],
    });
  }, 20_000);

  it("says a booked route's stops are locked and shows the server's refusal", async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/rute/XTR-01') && init?.method === 'PUT')
        return fail(
          409,
          'ROUTE_HAS_BOOKINGS',
          'Urutan pemberhentian tidak dapat diubah: rute ini punya pemesanan aktif pada 22 Nov 2026 (XTR-01-1000).',
        );
      if (url.pathname.endsWith('/staff/rute'))
        return ok({ rute: [staffRoute({ pemesanan_aktif: 2 })], cabang: POINTS });
      if (url.pathname.endsWith('/staff/denah')) return ok({ denah: [staffLayout()] });
      return undefined;
    });
    renderAt('/operator/rute');
    const user = userEvent.setup();
    expect(
      await screen.findByText('2 pemesanan aktif: pemberhentian terkunci', {}, SLOW),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ubah XTR-01' }));
    expect(screen.getByText(/punya 2 pemesanan yang belum berangkat/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turunkan pemberhentian 1' }));
    // Reversed, the fares and minutes of the first stop are no longer 0: fix them as staff would.
    await user.clear(screen.getByLabelText('Menit dari awal pemberhentian 2'));
    await user.type(screen.getByLabelText('Menit dari awal pemberhentian 2'), '180');
    await user.clear(screen.getByLabelText('Tarif dari awal pemberhentian 2'));
    await user.type(screen.getByLabelText('Tarif dari awal pemberhentian 2'), '130000');
    // The first stop's fields are fixed at 0 by the form: the old first keeps its zeros.
    await user.click(screen.getByRole('button', { name: 'Simpan rute' }));
    const alert = await screen.findByText(/Urutan pemberhentian tidak dapat diubah/, {}, SLOW);
    expect(alert.textContent).toContain('22 Nov 2026 (XTR-01-1000)');
    const put = api.callsTo('/staff/rute/XTR-01').find((call) => call.init?.method === 'PUT');
    expect(put).toBeDefined();
  }, 20_000);

  it('creates a schedule of a route with the layout it usually runs', async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/rute/XTR-01/jadwal') && init?.method === 'POST')
        return ok({
          operator_kode: 'XTR',
          rute_kode: 'XTR-01',
          jadwal_kode: 'XTR-01-1337',
          denah_kode: 'SHT12',
          jam_berangkat: '13:37',
          hari: [1, 2, 3, 4, 5, 6],
          persen_tarif: 100,
          berlaku_mulai: '2026-11-21',
        });
      if (url.pathname.endsWith('/staff/rute')) return ok({ rute: [staffRoute()], cabang: POINTS });
      if (url.pathname.endsWith('/staff/denah'))
        return ok({
          denah: [
            staffLayout(),
            staffLayout({ denah_kode: 'SHT12', operator_kode: null, nama: 'Hiace 12' }),
          ],
        });
      return undefined;
    });
    renderAt('/operator/rute');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ubah XTR-01' }, SLOW));
    const form = screen.getByRole('heading', { name: 'Jadwal baru' }).closest('form')!;
    await within(form).findByRole('option', { name: /Hiace 12/ }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Buat jadwal' }));
    expect(within(form).getByText('Isi jam berangkat, misalnya 07:30')).toBeTruthy();
    await user.type(within(form).getByLabelText('Jam berangkat'), '13:37');
    await user.click(within(form).getByLabelText('Min'));
    await user.click(within(form).getByRole('button', { name: 'Buat jadwal' }));
    expect(await screen.findByText(/Jadwal XTR-01-1337 dibuat/, {}, SLOW)).toBeTruthy();
    const post = api.callsTo('/staff/rute/XTR-01/jadwal')[0]!;
    expect(post.body).toEqual({
      denah_kode: 'SHT12',
      jam_berangkat: '13:37',
      hari: [1, 2, 3, 4, 5, 6],
      persen_tarif: 100,
    });
  }, 20_000);

  it('shows an empty operator and a failed load with a retry', async () => {
    signIn(PETUGAS);
    let failing = true;
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/rute'))
        return failing
          ? fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk.')
          : ok({ rute: [], cabang: POINTS });
      return undefined;
    });
    renderAt('/operator/rute');
    expect(await screen.findByText('Rute gagal dimuat', {}, SLOW)).toBeTruthy();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Belum ada rute', {}, SLOW)).toBeTruthy();
  }, 20_000);
});
