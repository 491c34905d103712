import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { FARE_ROUTE, PETUGAS, signIn } from '../testing/fixtures';

function renderAt(href: string) {
  renderApp(href);
}

describe('/operator/tarif', () => {
  it("edits a route's hop fares and a schedule's percent, and saves them together", async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/tarif') && init?.method === 'PUT')
        return ok({ operator_kode: 'XTR', rute: [FARE_ROUTE] });
      if (url.pathname.endsWith('/staff/tarif'))
        return ok({ operator_kode: 'XTR', rute: [FARE_ROUTE] });
      return undefined;
    });
    renderAt('/operator/tarif');
    // The console's shell, the route's chunk and the fares come in turn: a busy machine waits.
    const first = await screen.findByLabelText(
      'Tarif Pasteur, Bandung ke Sadang, Purwakarta',
      {},
      { timeout: 5000 },
    );
    expect(api.callsTo('/staff/tarif')[0]!.url.searchParams.get('operator_kode')).toBe('XTR');
    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, '75.000');
    // The whole route and the schedule's price follow as typed.
    expect(screen.getAllByText('Rp 135.000')).toHaveLength(2);
    const percent = screen.getByLabelText('Persen tarif PSR-01-0600');
    await user.clear(percent);
    await user.type(percent, '120');
    expect(screen.getByText('Rp 162.000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Simpan tarif' }));
    expect(
      await screen.findByText('Tarif PSR-01 disimpan. Pencarian berikutnya memakai tarif baru.'),
    ).toBeTruthy();
    const put = api.callsTo('/staff/tarif').find((call) => call.init?.method === 'PUT')!;
    expect(put.body).toEqual({
      operator_kode: 'XTR',
      rute_kode: 'PSR-01',
      segmen: [
        { dari_urutan: 0, tarif: 75000 },
        { dari_urutan: 1, tarif: 60000 },
      ],
      jadwal: [{ jadwal_kode: 'PSR-01-0600', persen_tarif: 120 }],
    });
  });

  it('refuses fares out of bounds before sending, and shows what the server refuses', async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/tarif') && init?.method === 'PUT')
        return fail(
          400,
          'VALIDATION_ERROR',
          'Isi tarif setiap segmen rute tepat sekali: dari_urutan 0, 1.',
        );
      if (url.pathname.endsWith('/staff/tarif'))
        return ok({ operator_kode: 'XTR', rute: [FARE_ROUTE] });
      return undefined;
    });
    renderAt('/operator/tarif');
    // The console's shell, the route's chunk and the fares come in turn: a busy machine waits.
    const first = await screen.findByLabelText(
      'Tarif Pasteur, Bandung ke Sadang, Purwakarta',
      {},
      { timeout: 5000 },
    );
    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, '500');
    expect(screen.getByText('Tarif minimal Rp 1.000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Simpan tarif' }));
    expect(screen.getByText('Periksa kembali tarif yang ditandai.')).toBeTruthy();
    expect(api.callsTo('/staff/tarif').some((call) => call.init?.method === 'PUT')).toBe(false);

    await user.clear(first);
    await user.type(first, '70000');
    await user.click(screen.getByRole('button', { name: 'Simpan tarif' }));
    expect(
      await screen.findByText('Isi tarif setiap segmen rute tepat sekali: dari_urutan 0, 1.'),
    ).toBeTruthy();
  });

  it("changes a schedule's days and time, and shows the server's refusal of a booked trip", async () => {
    signIn(PETUGAS);
    let refuse = true;
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/jadwal') && init?.method === 'PUT') {
        if (refuse)
          return fail(
            409,
            'SCHEDULE_HAS_BOOKINGS',
            'Jam berangkat tidak dapat diubah: ada pemesanan aktif pada 24 Nov 2026.',
          );
        return ok({
          operator_kode: 'XTR',
          jadwal_kode: 'PSR-01-0600',
          jam_berangkat: '06:30',
          hari: [1, 2, 3, 4, 5],
          aktif: true,
          berubah: true,
        });
      }
      if (url.pathname.endsWith('/staff/tarif'))
        return ok({ operator_kode: 'XTR', rute: [FARE_ROUTE] });
      return undefined;
    });
    renderAt('/operator/tarif');
    const time = await screen.findByLabelText('Jam berangkat', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.clear(time);
    await user.type(time, '06:30');
    await user.click(screen.getByRole('checkbox', { name: 'Sab' }));
    await user.click(screen.getByRole('checkbox', { name: 'Min' }));
    await user.click(screen.getByRole('button', { name: 'Simpan jadwal' }));
    expect(
      await screen.findByText(
        'Jam berangkat tidak dapat diubah: ada pemesanan aktif pada 24 Nov 2026.',
      ),
    ).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Simpan jadwal' }));
    expect(
      await screen.findByText(
        'Jadwal PSR-01-0600 disimpan. Pencarian berikutnya memakai hari dan jam baru.',
      ),
    ).toBeTruthy();
    const puts = api.callsTo('/staff/jadwal');
    expect(puts.at(-1)!.body).toEqual({
      operator_kode: 'XTR',
      jadwal_kode: 'PSR-01-0600',
      jam_berangkat: '06:30',
      hari: [1, 2, 3, 4, 5],
    });
  });
});
