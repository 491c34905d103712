import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { LookupPage, lookupMessages } from './lookup-page';

function renderLookup(href = paths.lookup.getHref()) {
  const router = createMemoryRouter([{ path: paths.lookup.path, element: <LookupPage /> }], {
    initialEntries: [href],
  });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const paidTicket = {
  reservasi_kode: 'LNT-ABC123',
  status: 'paid',
  expired_time: new Date().toISOString(),
  expired_time_lokal: '2026-11-21 18:30:00',
  dibuat_pada: new Date().toISOString(),
  dibayar_pada: new Date().toISOString(),
  dibatalkan_pada: null,
  status_refund: null,
  pemesan: { nama: 'Budi Santoso', email: 'bu***@example.com', telp: '0812****7890' },
  flag_pp: false,
  flag_connecting: false,
  perjalanan: [],
  jenis_pembayaran_kode: 'BCA_VA',
  voucher_kode: null,
  rincian: [],
  total: 154000,
  pembayaran: null,
};

beforeEach(() => useViewModeStore.setState({ mode: 'm' }));

describe('guest lookup', () => {
  it('shows an example code in the real format and points to the confirmation message', () => {
    mockApi(() => undefined);
    renderLookup();
    const field = screen.getByLabelText(/Kode booking/) as HTMLInputElement;
    // The server's codes: 'LTS' + 10 of an alphabet without I, L, O, 0 and 1.
    expect(field.placeholder).toMatch(/^Contoh: LTS[2-9A-HJKMNP-Z]{10}$/);
    expect(screen.getByText(/kode booking dari email atau SMS konfirmasi/)).toBeTruthy();
  });

  it('validates both fields in Indonesian before asking the server', async () => {
    const api = mockApi(() => undefined);
    const user = userEvent.setup();
    renderLookup();
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    expect(screen.getByText(lookupMessages.codeRequired)).toBeTruthy();
    expect(screen.getByText(lookupMessages.contactRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Kode booking/));
    await user.type(screen.getByLabelText(/Kode booking/), 'LNT-ABC123');
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), 'budi@');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    expect(screen.getByText(lookupMessages.contactInvalid)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the ticket with its QR for a matching code and e-mail', async () => {
    const api = mockApi((url) =>
      url.pathname.endsWith('/travel/web-detail-reservasi') ? ok(paidTicket) : undefined,
    );
    const user = userEvent.setup();
    renderLookup(paths.lookup.getHref('LNT-ABC123'));
    expect((screen.getByLabelText(/Kode booking/) as HTMLInputElement).value).toBe('LNT-ABC123');
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), 'budi@example.com');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    expect(await screen.findByRole('img', { name: 'QR kode booking LNT-ABC123' })).toBeTruthy();
    const [call, ...more] = api.callsTo('/travel/web-detail-reservasi');
    expect(more).toHaveLength(0);
    // The contact goes in a POST body: never in the URL (history, logs, Referer).
    expect(call?.init?.method).toBe('POST');
    expect(call?.body).toEqual({
      reservasi_kode: 'LNT-ABC123',
      pemesan_email_telp: 'budi@example.com',
    });
    expect(call?.url.search).toBe('');
    expect(call?.url.href).not.toContain('budi');
  });

  it('says a moved booking was moved and leads to its new ticket', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/web-detail-reservasi')
        ? ok({
            ...paidTicket,
            status: 'cancelled',
            dibatalkan_pada: new Date().toISOString(),
            dipindahkan_ke: 'LTSNEW0000001',
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderLookup(paths.lookup.getHref('LNT-ABC123'));
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), 'budi@example.com');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    await screen.findByRole('heading', { name: 'LNT-ABC123 · Dipindahkan' });
    expect(screen.getByRole('link', { name: 'Lihat Tiket Baru' }).getAttribute('href')).toBe(
      paths.reservation.getHref('LTSNEW0000001'),
    );
    expect(screen.queryByRole('link', { name: 'Lihat status refund' })).toBeNull();
  });

  it('posts a phone number in the body, not the URL, and still finds the booking', async () => {
    const api = mockApi((url, init) =>
      url.pathname.endsWith('/travel/web-detail-reservasi') && init?.method === 'POST'
        ? ok(paidTicket)
        : undefined,
    );
    const user = userEvent.setup();
    renderLookup();
    await user.type(screen.getByLabelText(/Kode booking/), 'lnt-abc123');
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), ' 0812-3456-7890 ');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    expect(await screen.findByRole('img', { name: 'QR kode booking LNT-ABC123' })).toBeTruthy();
    const call = api.callsTo('/travel/web-detail-reservasi')[0];
    expect(call?.body).toEqual({
      reservasi_kode: 'LNT-ABC123',
      pemesan_email_telp: '0812-3456-7890',
    });
    expect(call?.url.search).toBe('');
    expect(new Headers(call?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('says the booking was not found on a 404', async () => {
    mockApi(() => fail(404, 'RESERVATION_NOT_FOUND', 'Reservasi tidak ditemukan.'));
    const user = userEvent.setup();
    renderLookup();
    await user.type(screen.getByLabelText(/Kode booking/), 'LNT-XXXXXX');
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), '081234567890');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pesanan tidak ditemukan. Periksa kembali kode booking dan email atau nomor telepon Anda.',
    );
  });

  it("shows the server's message when rate limited", async () => {
    mockApi(() => fail(429, 'RATE_LIMITED', 'Terlalu banyak percobaan. Coba lagi dalam 1 menit.'));
    const user = userEvent.setup();
    renderLookup();
    await user.type(screen.getByLabelText(/Kode booking/), 'LNT-XXXXXX');
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), 'budi@example.com');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Terlalu banyak percobaan. Coba lagi dalam 1 menit.',
    );
  });

  it('offers a link to the booker after a locked look-up, sends it for that code and says what happens', async () => {
    const sentence =
      'Bila kode booking ini terdaftar, tautan untuk membuka pesanan sudah kami kirim ke email pemesan. Periksa juga folder spam.';
    const api = mockApi((url) =>
      url.pathname.endsWith('/travel/kirim-akses-reservasi')
        ? ok({ pesan: sentence, berlaku_menit: 30 })
        : fail(429, 'RATE_LIMITED', 'Terlalu banyak percobaan. Coba lagi dalam 1 menit.'),
    );
    const user = userEvent.setup();
    renderLookup();
    // Nothing to offer before a look-up has failed.
    expect(screen.queryByTestId('access-link-offer')).toBeNull();
    await user.type(screen.getByLabelText(/Kode booking/), 'lts7kq2mx9hpa');
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), 'budi@example.com');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    const offer = await screen.findByTestId('access-link-offer');
    await user.click(within(offer).getByRole('button', { name: 'Kirim Tautan ke Email Pemesan' }));
    expect((await within(offer).findByRole('status')).textContent).toBe(sentence);
    expect(api.callsTo('/travel/kirim-akses-reservasi').map((call) => call.body)).toEqual([
      { reservasi_kode: 'LTS7KQ2MX9HPA' },
    ]);
    expect(screen.queryByRole('button', { name: 'Kirim Tautan ke Email Pemesan' })).toBeNull();
  });

  it('says why the link could not be sent, and lets the booker try again', async () => {
    let refuse = true;
    mockApi((url) => {
      if (!url.pathname.endsWith('/travel/kirim-akses-reservasi'))
        return fail(404, 'RESERVATION_NOT_FOUND', 'Reservasi tidak ditemukan.');
      return refuse
        ? fail(
            429,
            'RATE_LIMITED',
            'Terlalu banyak permintaan. Silakan coba lagi dalam beberapa saat.',
          )
        : ok({ pesan: 'Terkirim.', berlaku_menit: 30 });
    });
    const user = userEvent.setup();
    renderLookup();
    await user.type(screen.getByLabelText(/Kode booking/), 'LTS7KQ2MX9HPA');
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), 'budi@example.com');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    const offer = await screen.findByTestId('access-link-offer');
    await user.click(within(offer).getByRole('button', { name: 'Kirim Tautan ke Email Pemesan' }));
    expect((await within(offer).findByRole('alert')).textContent).toBe(
      'Terlalu banyak permintaan. Silakan coba lagi dalam beberapa saat.',
    );
    refuse = false;
    await user.click(within(offer).getByRole('button', { name: 'Kirim Tautan ke Email Pemesan' }));
    expect((await within(offer).findByRole('status')).textContent).toBe('Terkirim.');
  });

  it('tells a guest of a departure moved since the booking, on a ticket still to pay', async () => {
    mockApi((url) =>
      url.pathname.endsWith('/travel/web-detail-reservasi')
        ? ok({
            ...paidTicket,
            status: 'pending',
            dibayar_pada: null,
            expired_time: new Date(Date.now() + 30 * 60_000).toISOString(),
            perjalanan: [
              {
                arah: 'pergi',
                leg_index: 0,
                operator_kode: 'XTR',
                operator_nama: 'Xtrans',
                operator_logo: null,
                jadwal_kode: 'XTR-01-0900',
                jurusan: 'Bandung - Jakarta',
                kelas: 'Eksekutif',
                tipe_kendaraan: 'Shuttle',
                tanggal_berangkat: '2026-11-22',
                jam_berangkat: '09:30',
                zona_waktu_berangkat: 'WIB',
                tanggal_tiba: '2026-11-22',
                jam_tiba: '12:30',
                zona_waktu_tiba: 'WIB',
                asal: {
                  cabang_id: 1,
                  kota_id: 1,
                  cabang_kode: 'BDG',
                  cabang_nama: 'Pasteur',
                  alamat: 'Jl. Pasteur',
                  kota_nama: 'Bandung',
                },
                tujuan: {
                  cabang_id: 2,
                  kota_id: 2,
                  cabang_kode: 'JKT',
                  cabang_nama: 'Blok M',
                  alamat: 'Jl. Blok M',
                  kota_nama: 'Jakarta',
                },
                harga_per_kursi: 150000,
                kursi: [
                  {
                    no: '1',
                    nama: 'Budi Santoso',
                    harga: 150000,
                    promo_kode: null,
                    diskon_promo: 0,
                  },
                ],
                status_perjalanan: 'terjadwal',
                status_perjalanan_label: 'Terjadwal',
                status_perjalanan_pada: null,
                mundur_menit: 30,
              },
            ],
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderLookup(paths.lookup.getHref('LNT-ABC123'));
    await user.type(screen.getByLabelText(/Email atau nomor telepon/), 'budi@example.com');
    await user.click(screen.getByRole('button', { name: 'Cek Pesanan' }));
    const chips = await screen.findByRole('list', { name: 'Status Pergi' });
    expect(chips.textContent).toBe('Jadwal dimundurkan 30 menit');
  });
});
