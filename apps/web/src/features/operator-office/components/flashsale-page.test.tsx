import type { StaffFlashSaleOverview } from '@lintas/domain/flashsale-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok, type Handler } from '../../../testing/api-mock';
import { ADMIN, signIn } from '../testing/fixtures';

function renderAt(href: string) {
  renderApp(href);
}

function staffApi(me: unknown, handler: Handler) {
  return mockApi((url, init) => {
    if (url.pathname.endsWith('/staff/me')) return ok(me);
    return handler(url, init);
  });
}

const CARD: StaffFlashSaleOverview['card'][number] = {
  id: 21,
  sesi_sub_id: 3,
  jenis: 'voucher',
  nama: 'Voucher Rp25.000',
  harga_normal: 25_000,
  harga: 5_000,
  stok: 10,
  terjual: 2,
  dipesan: 1,
  aktif: true,
  deskripsi: 'Potongan Rp25.000 untuk satu pemesanan tiket di semua rute.',
  syarat: ['Berlaku 7 hari.', 'Satu voucher per pemesanan.'],
  gambar: '/flashsale/voucher-hemat.svg',
  tipe_diskon: 'amount',
  nilai_diskon: 25_000,
  maksimal_diskon: null,
  minimal_transaksi: 0,
  berlaku_hari: 7,
  operator_kode: null,
  urutan: 0,
};

const FLASH: StaffFlashSaleOverview = {
  sesi: [
    {
      id: 3,
      nama: 'Flash Sale Kilat',
      mulai: '2026-11-24T05:00:00.000Z',
      selesai: '2026-11-24T07:00:00.000Z',
      aktif: true,
    },
  ],
  card: [CARD],
  soal: [
    {
      id: 40,
      card_id: 21,
      pertanyaan: 'Pulau terbesar di Indonesia adalah...',
      pilihan: ['Jawa', 'Kalimantan', 'Bali'],
      jawaban: 'B',
      aktif: true,
    },
  ],
};

describe('/operator/flashsale', () => {
  it('lists sessions with their cards and questions, and sends an edited card back whole', async () => {
    signIn(ADMIN);
    const api = staffApi(ADMIN, (url, init) => {
      if (url.pathname.endsWith('/staff/flashsale') && init?.method === 'GET') return ok(FLASH);
      if (url.pathname.endsWith('/staff/flashsale/card/21') && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { stok: number };
        if (body.stok < 3)
          return fail(
            400,
            'VALIDATION_ERROR',
            'Data tidak valid pada stok: Stok tidak boleh di bawah 3 (terjual 2, menunggu pembayaran 1).',
            {
              fields: [
                {
                  field: 'stok',
                  message: 'Stok tidak boleh di bawah 3 (terjual 2, menunggu pembayaran 1).',
                },
              ],
            },
          );
        return ok({ id: 21, jenis: 'card' });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/operator/flashsale');
    const sessions = await screen.findByRole('list', { name: 'Sesi flash sale' });
    expect(within(sessions).getByRole('heading', { name: 'Flash Sale Kilat' })).toBeTruthy();
    const cards = within(sessions).getByRole('list', { name: 'Card sesi Flash Sale Kilat' });
    expect(within(cards).getByText('10 · terjual 2 · menunggu bayar 1')).toBeTruthy();
    expect(within(cards).getByText(/Kalimantan/)).toBeTruthy();
    expect(
      within(cards).getAllByRole('link', { name: 'Lihat di situs' })[0]!.getAttribute('href'),
    ).toBe('/flashsale/card/21');

    await user.click(within(cards).getByRole('button', { name: 'Ubah Voucher Rp25.000' }));
    const form = screen.getByRole('form', { name: 'Ubah card' });
    expect(within(form).getByText(/Tidak di bawah 3/)).toBeTruthy();
    const stock = within(form).getByLabelText('Stok');
    await user.clear(stock);
    await user.type(stock, '1');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(form).findByText(
        'Stok tidak boleh di bawah 3 (terjual 2, menunggu pembayaran 1).',
      ),
    ).toBeTruthy();

    await user.clear(stock);
    await user.type(stock, '15');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('Card “Voucher Rp25.000” disimpan.', { exact: false }),
    ).toBeTruthy();
    const { id: _id, terjual: _sold, dipesan: _held, ...whole } = CARD;
    expect(api.callsTo('/staff/flashsale/card/21').at(-1)!.body).toEqual({ ...whole, stok: 15 });
  }, 20_000);

  it('shows the refusal to delete a card already bought', async () => {
    signIn(ADMIN);
    staffApi(ADMIN, (url, init) => {
      if (url.pathname.endsWith('/staff/flashsale') && init?.method === 'GET') return ok(FLASH);
      if (url.pathname.endsWith('/staff/flashsale/card/21') && init?.method === 'DELETE')
        return fail(
          409,
          'FLASH_SALE_IN_USE',
          'Card ini sudah pernah dibeli. Nonaktifkan saja agar riwayat pembelian tetap utuh.',
        );
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/operator/flashsale');
    const cards = await screen.findByRole('list', { name: 'Card sesi Flash Sale Kilat' });
    await user.click(within(cards).getByRole('button', { name: 'Hapus Voucher Rp25.000' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus card ini?' });
    expect(within(dialog).getByText(/nonaktifkan saja/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
    expect(
      await screen.findByText(
        'Card ini sudah pernah dibeli. Nonaktifkan saja agar riwayat pembelian tetap utuh.',
      ),
    ).toBeTruthy();
  }, 20_000);
});
