import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { mockApi, ok } from '../../../testing/api-mock';
import { departure, PETUGAS, signIn } from '../testing/fixtures';

function renderAt(href: string) {
  renderApp(href);
}

const RESULT = {
  operator_kode: 'XTR',
  jadwal_kode: 'XTR-01-1000',
  tanggal: '2026-11-24',
  alasan: 'Kendaraan rusak berat',
  dibatalkan_sekarang: true,
  pemesanan: [
    {
      reservasi_kode: 'LTSABC123',
      pemesan_nama: 'Budi Santoso',
      pemesan_telp: '081234567890',
      pemesan_email: 'budi@example.com',
      penumpang: [
        { kursi: '1', nama: 'Budi Santoso' },
        { kursi: '2', nama: 'Siti Aminah' },
      ],
      refund: { kode: 'RF-1', jumlah: 264000, status: 'required' },
    },
  ],
  jumlah_penumpang: 2,
  ditahan_dibatalkan: 1,
  pemberitahuan: 2,
};

describe('/operator/pembatalan', () => {
  it('cancels the chosen departure after a reason and a confirmation, and lists who is refunded', async () => {
    signIn(PETUGAS);
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan'))
        return ok({
          tanggal: url.searchParams.get('tanggal'),
          list: [
            departure(),
            departure({ jadwal_kode: 'XTR-01-0800', jam_berangkat: '08:00', status: 'berangkat' }),
          ],
        });
      if (url.pathname.endsWith('/staff/keberangkatan/batal') && init?.method === 'POST')
        return ok(RESULT);
      return undefined;
    });
    renderAt('/operator/pembatalan');
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Keberangkatan');
    // A departure that has left cannot be chosen.
    expect(
      (within(select).getByRole('option', { name: /08\.00.*sudah berangkat/ }) as HTMLOptionElement)
        .disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Batalkan keberangkatan' }));
    expect(screen.getByText('Pilih keberangkatan yang dibatalkan')).toBeTruthy();
    expect(screen.getByText('Alasan minimal 5 karakter')).toBeTruthy();

    await user.selectOptions(select, 'XTR|XTR-01-1000');
    await user.type(screen.getByLabelText('Alasan (dibaca pemesan)'), 'Kendaraan rusak berat');
    await user.click(screen.getByRole('button', { name: 'Batalkan keberangkatan' }));
    expect(
      screen.getByText(/Batalkan XTR-01-1000 \(Bandung Pasteur - Jakarta Blok M\)/),
    ).toBeTruthy();
    expect(api.callsTo('/staff/keberangkatan/batal')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Ya, batalkan' }));

    expect(await screen.findByRole('heading', { name: 'Keberangkatan dibatalkan' })).toBeTruthy();
    const [call] = api.callsTo('/staff/keberangkatan/batal');
    expect(call!.body).toEqual({
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal: '2026-11-24',
      alasan: 'Kendaraan rusak berat',
    });
    expect(
      screen.getByText(/2 penumpang dari 1 pemesanan, refund Rp 264\.000; 2 pesan/),
    ).toBeTruthy();
    expect(screen.getByText('1 Budi Santoso, 2 Siti Aminah')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka antrean refund' }).getAttribute('href')).toBe(
      '/operator/refund',
    );
  });
});
