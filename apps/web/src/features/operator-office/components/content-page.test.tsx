import type { StaffContentOverview } from '@lintas/domain/content-schemas';
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

const FAQ = {
  id: 4,
  kategori_id: 2,
  pertanyaan: 'Berapa lama batas waktu pembayaran?',
  jawaban: 'Tergantung metode pembayaran: e-wallet 15 menit, transfer bank 2 jam.',
  rekomendasi: true,
  urutan: 1,
  terbit: true,
};

const OVERVIEW: StaffContentOverview = {
  grup_blog: [{ blog_group_kode: 'tips', nama: 'Tips Perjalanan' }],
  kategori_banner: [{ kategori_id: 1, nama: 'Promo' }],
  kategori_faq: [
    { kategori_id: 1, nama: 'Pemesanan' },
    { kategori_id: 2, nama: 'Pembayaran' },
  ],
  blog: [],
  banner: [
    {
      id: 9,
      penempatan: 'event',
      kategori_id: null,
      kode: 'mudik-hemat',
      judul: 'Mudik Hemat',
      subjudul: 'Diskon sampai 25%',
      gambar: '/content/mudik.svg',
      tautan: null,
      voucher_kode: ['MUDIK25'],
      untuk_semua: false,
      urutan: 0,
      mulai: '2026-11-01T00:00:00.000Z',
      selesai: null,
      aktif: true,
    },
  ],
  faq: [FAQ],
};

describe('/operator/konten', () => {
  it('tells a petugas the page is for admins, asks the server nothing, and hides the menu entry', async () => {
    signIn(PETUGAS);
    const api = staffApi(PETUGAS, () => undefined);
    renderAt('/operator/konten');
    expect(await screen.findByRole('heading', { name: 'Khusus admin' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Menu konsol' });
    expect(within(menu).queryByRole('link', { name: 'Konten' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Flash sale' })).toBeNull();
    expect(api.callsTo('/staff/konten')).toEqual([]);
  }, 20_000);

  it('edits a FAQ: the server refuses a short answer under its field, then saves and links to the public page', async () => {
    signIn(ADMIN);
    let saved = false;
    const api = staffApi(ADMIN, (url, init) => {
      if (url.pathname.endsWith('/staff/konten') && init?.method === 'GET') return ok(OVERVIEW);
      if (url.pathname.endsWith('/staff/konten/faq/4') && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { jawaban: string };
        if (body.jawaban.length < 10)
          return fail(
            400,
            'VALIDATION_ERROR',
            'Data tidak valid pada jawaban: Jawaban minimal 10 karakter',
            {
              fields: [{ field: 'jawaban', message: 'Jawaban minimal 10 karakter' }],
            },
          );
        saved = true;
        return ok({ id: 4, jenis: 'faq', tampil: true });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/operator/konten');
    const menu = await screen.findByRole('navigation', { name: 'Menu konsol' });
    expect(within(menu).getByRole('link', { name: 'Konten' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const list = await screen.findByRole('list', { name: 'Daftar FAQ' });
    expect(within(list).getByText('Pembayaran')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: `Ubah ${FAQ.pertanyaan}` }));

    const form = screen.getByRole('form', { name: 'Ubah pertanyaan FAQ' });
    const answer = within(form).getByLabelText('Jawaban');
    expect((answer as HTMLTextAreaElement).value).toBe(FAQ.jawaban);
    await user.clear(answer);
    await user.type(answer, 'Singkat');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Jawaban minimal 10 karakter')).toBeTruthy();
    expect(answer.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('alert').textContent).toContain('Periksa isian yang ditandai');
    expect(saved).toBe(false);

    await user.clear(answer);
    await user.type(answer, 'Lihat batas waktu di halaman pembayaran setiap metode.');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    const notice = await screen.findByText('Pertanyaan disimpan dan tampil di situs.', {
      exact: false,
    });
    expect(within(notice).getByRole('link', { name: 'Lihat di situs' }).getAttribute('href')).toBe(
      '/faq/4',
    );
    const sent = api.callsTo('/staff/konten/faq/4').at(-1)!.body;
    expect(sent).toEqual({
      kategori_id: 2,
      pertanyaan: FAQ.pertanyaan,
      jawaban: 'Lihat batas waktu di halaman pembayaran setiap metode.',
      rekomendasi: true,
      urutan: 1,
      terbit: true,
    });
    expect(screen.queryByRole('form')).toBeNull();
  }, 20_000);

  it('deletes a banner only after the question is answered yes', async () => {
    signIn(ADMIN);
    const api = staffApi(ADMIN, (url, init) => {
      if (url.pathname.endsWith('/staff/konten') && init?.method === 'GET') return ok(OVERVIEW);
      if (url.pathname.endsWith('/staff/konten/banner/9') && init?.method === 'DELETE')
        return ok({ id: 9, jenis: 'banner', dihapus: true });
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/operator/konten?jenis=banner');
    const list = await screen.findByRole('list', { name: 'Daftar banner' });
    expect(within(list).getByRole('link', { name: 'Lihat di situs' }).getAttribute('href')).toBe(
      '/event/mudik-hemat',
    );
    await user.click(within(list).getByRole('button', { name: 'Hapus Mudik Hemat' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus banner ini?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(api.callsTo('/staff/konten/banner/9')).toEqual([]);

    await user.click(within(list).getByRole('button', { name: 'Hapus Mudik Hemat' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Hapus banner ini?' })).getByRole('button', {
        name: 'Ya, hapus',
      }),
    );
    expect(await screen.findByText('Banner “Mudik Hemat” dihapus.')).toBeTruthy();
    expect(api.callsTo('/staff/konten/banner/9')).toHaveLength(1);
  }, 20_000);

  it('shows the empty list and a failed load with a retry', async () => {
    signIn(ADMIN);
    let attempts = 0;
    staffApi(ADMIN, (url) => {
      if (url.pathname.endsWith('/staff/konten')) {
        attempts += 1;
        // The console retries a failed read once by itself: both attempts fail here.
        return attempts <= 2
          ? fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk. Coba lagi sebentar.')
          : ok({ ...OVERVIEW, blog: [] });
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderAt('/operator/konten?jenis=blog');
    expect(await screen.findByText('Konten gagal dimuat', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Belum ada artikel')).toBeTruthy();
  }, 20_000);
});
