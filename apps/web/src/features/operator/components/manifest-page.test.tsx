import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { manifest, PETUGAS, signInStaff } from '../testing/fixtures';

const HREF = '/operator/manifes/XTR/XTR-01-1000/2026-11-24';

function renderAt(href: string) {
  return renderApp(href);
}

beforeEach(() => signInStaff('staff-token-m'));

describe('the manifest of a departure', () => {
  it('lists every paid passenger with seat, code, booker phone, pickup and boarding status', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/manifest')) return ok(manifest());
      return undefined;
    });
    renderAt(HREF);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4); // the header and three passengers
    const sari = within(rows[1]!);
    expect(sari.getAllByRole('cell').map((cell) => cell.textContent)[1]).toBe('Sari Wulandari');
    expect(sari.getByText('LTSAAA111')).toBeTruthy();
    expect(sari.getByRole('link', { name: '081298765432' }).getAttribute('href')).toBe(
      'tel:081298765432',
    );
    expect(sari.getByText(/Pasteur · 10\.00/)).toBeTruthy();
    expect(sari.getByText('Belum naik')).toBeTruthy();
    expect(within(rows[3]!).getByText('Sudah naik 09.45')).toBeTruthy();
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
    expect(screen.getByText('3 dibayar · 1 sudah naik · 2 belum')).toBeTruthy();
    // The boarding screen opens for this departure only.
    expect(screen.getByRole('link', { name: 'Pindai penumpang naik' }).getAttribute('href')).toBe(
      '/operator/naik?operator_kode=XTR&jadwal_kode=XTR-01-1000&tanggal=2026-11-24',
    );
  });

  it('boards a booking from its row after the names are confirmed', async () => {
    let boarded = false;
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/boarding')) {
        boarded = true;
        return ok({
          reservasi_kode: 'LTSAAA111',
          keberangkatan: {
            operator_kode: 'XTR',
            jadwal_kode: 'XTR-01-1000',
            tanggal: '2026-11-24',
            jam_berangkat: '10:00',
            zona_waktu_berangkat: 'WIB',
            rute: 'Bandung Pasteur - Jakarta Blok M',
          },
          penumpang: [
            { kursi: '1', nama: 'Sari Wulandari', naik_di: 'Pasteur', turun_di: 'Blok M' },
            { kursi: '2', nama: 'Dimas Pratama', naik_di: 'Pasteur', turun_di: 'Blok M' },
          ],
          metode: 'manual',
          naik_pada: '2026-11-24T02:50:00.000Z',
          naik_pada_lokal: '2026-11-24 09:50:00',
        });
      }
      if (url.pathname.endsWith('/staff/manifest')) {
        const data = manifest();
        if (boarded)
          for (const p of data.penumpang.slice(0, 2))
            Object.assign(p, { status_naik: 'sudah', naik_pada_lokal: '2026-11-24 09:50:00' });
        return ok(data);
      }
      return undefined;
    });
    renderAt(HREF);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Tandai naik Dimas Pratama, kursi 2' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Tandai naik?' });
    expect(within(dialog).getByText('Kursi 1 · Sari Wulandari')).toBeTruthy();
    expect(within(dialog).getByText('Kursi 2 · Dimas Pratama')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, naik' }));
    await screen.findByRole('heading', { name: 'Boleh naik' });
    expect(api.callsTo('/staff/boarding')[0]!.body).toEqual({
      reservasi_kode: 'LTSAAA111',
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal: '2026-11-24',
    });
    // The manifest is read again and shows them on board.
    await waitFor(() => expect(screen.getAllByText('Sudah naik 09.50')).toHaveLength(2));
  });

  it('downloads the CSV with the staff bearer', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/manifest') && url.searchParams.get('format') === 'csv')
        return { body: 'kursi,nama\n1,Sari Wulandari\n' };
      if (url.pathname.endsWith('/staff/manifest')) return ok(manifest());
      return undefined;
    });
    const created = vi.fn(() => 'blob:manifes');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(HREF);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const call = api.calls.find((c) => c.url.searchParams.get('format') === 'csv')!;
    expect(new Headers(call.init?.headers).get('Authorization')).toBe('Bearer staff-token-m');
    expect(call.url.searchParams.get('jadwal_kode')).toBe('XTR-01-1000');
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('says a departure the staff member may not see does not exist', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/manifest'))
        return fail(404, 'NOT_FOUND', 'Keberangkatan tidak ditemukan.');
      return undefined;
    });
    renderAt('/operator/manifes/KJT/KJT-01-1900/2026-11-24');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Keberangkatan tidak ditemukan')).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Kembali ke daftar keberangkatan' }),
    ).toBeTruthy();
  });
});
