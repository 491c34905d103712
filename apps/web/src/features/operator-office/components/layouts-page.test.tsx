import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { PETUGAS, signIn } from '../testing/fixtures';
import { staffLayout } from '../testing/timetable-fixtures';

function renderAt(href: string) {
  renderApp(href);
}

// The console's shell, the page's chunk and the list come in turn: a busy machine waits.
const SLOW = { timeout: 5000 };

describe('/operator/denah', () => {
  it('draws a new layout cell by cell, numbers its seats and creates it', async () => {
    signIn(PETUGAS);
    const createdLayout = staffLayout({ denah_kode: 'XTR-DENAH-02', jumlah_kursi: 11 });
    let created = false;
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/denah') && init?.method === 'POST') {
        created = true;
        return ok({ denah: createdLayout, berubah: true });
      }
      if (url.pathname.endsWith('/staff/denah'))
        return ok({ denah: created ? [createdLayout] : [] });
      return undefined;
    });
    renderAt('/operator/denah');
    const user = userEvent.setup();
    expect(await screen.findByText('Belum ada denah', {}, SLOW)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Denah baru' }));
    await user.type(screen.getByLabelText('Nama denah'), 'Hiace XTR 11');
    expect(screen.getByText('10 kursi · 4 x 4 sel')).toBeTruthy();

    // An empty cell beside seat 1 becomes a seat; the seats behind it are renumbered.
    await user.click(screen.getByRole('button', { name: 'Baris 1 kolom 2: Kosong' }));
    expect(screen.getByRole('button', { name: 'Baris 1 kolom 2: Kursi 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baris 4 kolom 4: Kursi 11' })).toBeTruthy();
    expect(screen.getByText('11 kursi · 4 x 4 sel')).toBeTruthy();
    // A click walks a cell on: seat, aisle, driver, door, toilet, empty.
    const corner = screen.getByRole('button', { name: 'Baris 1 kolom 4: Sopir' });
    await user.click(corner);
    expect(screen.getByRole('button', { name: 'Baris 1 kolom 4: Pintu' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Baris 1 kolom 4: Pintu' }));
    await user.click(screen.getByRole('button', { name: 'Baris 1 kolom 4: Toilet' }));
    await user.click(screen.getByRole('button', { name: 'Baris 1 kolom 4: Kosong' }));
    await user.click(screen.getByRole('button', { name: 'Baris 1 kolom 4: Kursi 3' }));
    await user.click(screen.getByRole('button', { name: 'Baris 1 kolom 4: Lorong' }));
    expect(screen.getByRole('button', { name: 'Baris 1 kolom 4: Sopir' })).toBeTruthy();

    // The preview draws what the customer will see.
    const preview = screen.getByRole('figure', { name: 'Pratinjau denah kursi' });
    expect(within(preview).getByText('11')).toBeTruthy();
    expect(within(preview).getByText('Sopir')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Buat denah' }));
    expect(
      await screen.findByText(/Denah XTR-DENAH-02 disimpan \(11 kursi\)/, {}, SLOW),
    ).toBeTruthy();
    const post = api.callsTo('/staff/denah').find((call) => call.init?.method === 'POST')!;
    const body = post.body as { sel: Array<{ baris: number; kolom: number }> } & Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      nama: 'Hiace XTR 11',
      tipe_kendaraan: 'shuttle',
      kelas: 'Reguler',
      jumlah_baris: 4,
      jumlah_kolom: 4,
      operator_kode: 'XTR',
    });
    expect(body.sel).toHaveLength(16);
    expect(body.sel.slice(0, 4)).toEqual([
      { baris: 1, kolom: 1, jenis: 'seat', nomor: '1' },
      { baris: 1, kolom: 2, jenis: 'seat', nomor: '2' },
      { baris: 1, kolom: 3, jenis: 'empty' },
      { baris: 1, kolom: 4, jenis: 'driver' },
    ]);
  }, 20_000);

  it('keeps a booked seat: warns before sending, shows the refusal, renumbers by hand', async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/denah/XTR-DENAH-01') && init?.method === 'PUT') {
        const sel = (init.body as string).includes('"nomor":"1"');
        return sel
          ? ok({ denah: staffLayout({ kursi_terpesan: ['1'] }), berubah: true })
          : fail(
              409,
              'LAYOUT_SEATS_BOOKED',
              'Kursi 1 sudah dipesan pada 22 Nov 2026 (XTR-01-1000) dan harus tetap ada di denah dengan nomor yang sama.',
            );
      }
      if (url.pathname.endsWith('/staff/denah'))
        return ok({ denah: [staffLayout({ kursi_terpesan: ['1'] })] });
      return undefined;
    });
    renderAt('/operator/denah');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buka XTR-DENAH-01' }, SLOW));
    expect(screen.getByText(/1 kursi terpesan/)).toBeTruthy();
    // Numbers are kept as they are on a layout in use (seat 1 is somebody's).
    expect((screen.getByLabelText('Nomor otomatis') as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Baris 1 kolom 1: Kursi 1, terpesan' }));
    expect(
      screen.getByText(
        'Kursi 1 sudah terjual atau ditahan pada keberangkatan mendatang dan harus tetap ada dengan nomor yang sama.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Simpan denah' }));
    expect(
      await screen.findByText(/Kursi 1 sudah dipesan pada 22 Nov 2026/, {}, SLOW),
    ).toBeTruthy();

    // Walk the cell back round to a seat and number it 1 by hand; seat 3 becomes 3A.
    for (const kind of ['Lorong', 'Sopir', 'Pintu', 'Toilet', 'Kosong'])
      await user.click(screen.getByRole('button', { name: `Baris 1 kolom 1: ${kind}` }));
    await user.click(screen.getByLabelText('Ubah nomor kursi'));
    const first = screen.getByLabelText('Baris 1 kolom 1: nomor kursi');
    await user.type(first, '1');
    const third = screen.getByLabelText('Baris 2 kolom 3: nomor kursi');
    await user.clear(third);
    await user.type(third, '3a');
    await user.click(screen.getByRole('button', { name: 'Simpan denah' }));
    expect(await screen.findByText(/Denah XTR-DENAH-01 disimpan/, {}, SLOW)).toBeTruthy();
    const puts = api.callsTo('/staff/denah/XTR-DENAH-01');
    expect(puts.at(-1)!.body).toMatchObject({
      sel: expect.arrayContaining([
        { baris: 1, kolom: 1, jenis: 'seat', nomor: '1' },
        { baris: 2, kolom: 3, jenis: 'seat', nomor: '3A' },
      ]),
    });
  }, 20_000);

  it('shows a shared layout to a petugas without letting them change it', async () => {
    signIn(PETUGAS);
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/denah'))
        return ok({
          denah: [staffLayout({ denah_kode: 'SHT12', operator_kode: null, nama: 'Hiace 12' })],
        });
      return undefined;
    });
    renderAt('/operator/denah');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Buka SHT12' }, SLOW));
    expect(screen.getByText(/Denah bersama dipakai banyak operator/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan denah' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Baris 1 kolom 1: Kursi 1' }).closest('fieldset')
        ?.disabled,
    ).toBe(true);
  }, 20_000);
});
