import type { StaffSouvenirOverview } from '@lintas/domain/souvenir-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok, type Handler } from '../../../testing/api-mock';
import { ADMIN, PETUGAS, signIn } from '../testing/fixtures';

function renderAt(href: string) {
  renderApp(href);
}

function staffApi(me: unknown, handler: Handler) {
  return mockApi((url, init) => {
    if (url.pathname.endsWith('/staff/me')) return ok(me);
    return handler(url, init);
  });
}

const SOUVENIRS: StaffSouvenirOverview = {
  kategori: [
    { kategori_id: 1, nama: 'Makanan' },
    { kategori_id: 2, nama: 'Kerajinan' },
  ],
  produk: [
    {
      produk_id: 5,
      kategori_id: 1,
      nama: 'Batagor Kering',
      toko: 'Batagor Riri',
      kota: 'Bandung',
      harga: 45_000,
      satuan: 'bungkus 250 g',
      deskripsi: 'Batagor kering renyah dengan bumbu kacang terpisah.',
      gambar: '/content/souvenirs/batagor.svg',
      whatsapp: '6281227001575',
      tersedia: true,
      rekomendasi: false,
      aktif: true,
      urutan: 0,
    },
  ],
};

describe('/operator/oleh-oleh', () => {
  it('adds a product: a wrong WhatsApp number gets the server message, then it links to its page', async () => {
    signIn(ADMIN);
    const api = staffApi(ADMIN, (url, init) => {
      if (url.pathname.endsWith('/staff/oleh-oleh') && init?.method === 'GET') return ok(SOUVENIRS);
      if (url.pathname.endsWith('/staff/oleh-oleh/produk') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        if (body.whatsapp === '123')
          return fail(
            400,
            'VALIDATION_ERROR',
            'Data tidak valid pada whatsapp: Nomor WhatsApp harus nomor Indonesia, misalnya 0812 2700 1575',
            {
              fields: [
                {
                  field: 'whatsapp',
                  message: 'Nomor WhatsApp harus nomor Indonesia, misalnya 0812 2700 1575',
                },
              ],
            },
          );
        return ok({ ...SOUVENIRS.produk[0], ...body, produk_id: 6, whatsapp: null });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/operator/oleh-oleh');
    await screen.findByRole('list', { name: 'Produk oleh-oleh' });
    await user.selectOptions(screen.getByLabelText('Kategori'), '2');
    expect(await screen.findByText('Tidak ada produk di kategori ini')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tambah produk' }));
    const form = screen.getByRole('form', { name: 'Produk baru' });
    await user.type(within(form).getByLabelText('Nama'), 'Peuyeum Bandung');
    await user.type(within(form).getByLabelText('Nama toko'), 'Toko Oleh-oleh Kartika');
    await user.type(within(form).getByLabelText('Kota'), 'Bandung');
    await user.type(within(form).getByLabelText('Harga (Rp)'), '30.000');
    await user.type(
      within(form).getByLabelText('Deskripsi'),
      'Tape singkong khas Bandung, manis dan legit.',
    );
    await user.type(within(form).getByLabelText('Gambar'), '/content/souvenirs/peuyeum.svg');
    await user.type(within(form).getByLabelText('WhatsApp penjual'), '123');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(form).findByText(
        'Nomor WhatsApp harus nomor Indonesia, misalnya 0812 2700 1575',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/staff/oleh-oleh/produk').at(-1)!.body).toMatchObject({
      kategori_id: 1,
      harga: 30_000,
    });

    await user.clear(within(form).getByLabelText('WhatsApp penjual'));
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    const notice = await screen.findByText(
      'Produk “Peuyeum Bandung” disimpan dan tampil di situs.',
      {
        exact: false,
      },
    );
    expect(within(notice).getByRole('link', { name: 'Lihat di situs' }).getAttribute('href')).toBe(
      '/oleh-oleh/6',
    );
  }, 20_000);

  it('tells a petugas the page is for admins', async () => {
    signIn(PETUGAS);
    const api = staffApi(PETUGAS, () => undefined);
    renderAt('/operator/oleh-oleh');
    expect(await screen.findByRole('heading', { name: 'Khusus admin' })).toBeTruthy();
    expect(api.callsTo('/staff/oleh-oleh')).toEqual([]);
  }, 20_000);
});
