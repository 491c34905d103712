import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { renderApp } from '../../../app/testing/render-app';
import { paths } from '../../../config/paths';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { OrdersPage, ordersTexts } from './orders-page';

function renderOrders(href: string = paths.orders.getHref()) {
  const router = createMemoryRouter(
    [
      { path: paths.orders.path, element: <OrdersPage /> },
      { path: paths.reservation.path, element: <h1>Tiket</h1> },
      { path: paths.login.path, element: <h1>Masuk</h1> },
    ],
    { initialEntries: [href] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const point = (kota: string) => ({
  cabang_kode: kota.slice(0, 3).toUpperCase(),
  cabang_nama: `Pool ${kota}`,
  alamat: `Jl. ${kota}`,
  kota_nama: kota,
});

function order(code: string, status: string, overrides: Record<string, unknown> = {}) {
  return {
    reservasi_kode: code,
    status,
    expired_time: '2026-11-21T01:15:00.000Z',
    expired_time_lokal: '21 Nov 2026 08:15 WIB',
    dibuat_pada: '2026-11-21T01:00:00.000Z',
    dibayar_pada: null,
    dibatalkan_pada: null,
    status_refund: null,
    pemesan: { nama: 'Budi', email: 'budi@example.com', telp: '081234567890' },
    flag_pp: false,
    flag_connecting: false,
    perjalanan: [
      {
        arah: 'pergi',
        leg_index: 0,
        operator_kode: 'XTR',
        operator_nama: 'Xtrans',
        jadwal_kode: 'XTR-01-0900',
        jurusan: 'Jakarta - Bandung',
        kelas: 'Eksekutif',
        tipe_kendaraan: 'Minibus',
        tanggal_berangkat: '2026-11-22',
        jam_berangkat: '09:00',
        zona_waktu_berangkat: 'WIB',
        tanggal_tiba: '2026-11-22',
        jam_tiba: '12:00',
        zona_waktu_tiba: 'WIB',
        asal: point('Jakarta'),
        tujuan: point('Bandung'),
        harga_per_kursi: 150000,
        kursi: [
          {
            no: '1',
            nama: 'Budi',
            harga: 150000,
            promo_kode: null,
            diskon_promo: 0,
            dibatalkan: false,
          },
        ],
        status_perjalanan: 'terjadwal',
        status_perjalanan_label: 'Terjadwal',
        status_perjalanan_pada: null,
        mundur_menit: 0,
      },
    ],
    jenis_pembayaran_kode: 'BCA_VA',
    voucher_kode: null,
    rincian: [],
    total: 154000,
    ...overrides,
  };
}

const page = (list: unknown[], pageNo = 1, totalPage = 1, total = list.length) =>
  ok({ page: pageNo, total_page: totalPage, total_data: total, list });

beforeEach(() => {
  useViewModeStore.setState({ mode: 'd' });
});

describe('/pesanan', () => {
  it('sends a guest to /login and back here afterwards, without asking the server', async () => {
    const api = mockApi(() => undefined);
    const router = renderApp('/pesanan');
    await screen.findByRole('heading', { level: 1, name: 'Login / Daftar' });
    expect(router.location.pathname + router.location.search).toBe('/login?red=%2Fpesanan');
    expect(api.callsTo('/list-reservasi')).toHaveLength(0);
  });

  it('lists the active orders as cards that open their ticket', async () => {
    document.cookie = '_atx=tok; path=/';
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-reservasi'))
        return page([
          order('LNTPENDING1', 'pending'),
          order('LNTPAID0002', 'paid', { flag_pp: true, total: 300000 }),
        ]);
      return undefined;
    });
    const user = userEvent.setup();
    const router = renderOrders();
    expect(screen.getByText(ordersTexts.loading)).toBeTruthy();
    const pending = await screen.findByRole('link', { name: /LNTPENDING1/ });
    expect(within(pending).getByText('Menunggu Pembayaran')).toBeTruthy();
    expect(within(pending).getByText(/Jakarta → Bandung/)).toBeTruthy();
    expect(within(pending).getByText(/Min, 22 Nov 2026 · 09.00 WIB · Xtrans/)).toBeTruthy();
    expect(within(pending).getByText('Rp 154.000')).toBeTruthy();
    const paid = screen.getByRole('link', { name: /LNTPAID0002/ });
    expect(within(paid).getByText('Lunas')).toBeTruthy();
    expect(within(paid).getByText(/Pulang Pergi/)).toBeTruthy();
    expect(
      screen.getByRole('tab', { name: ordersTexts.active }).getAttribute('aria-selected'),
    ).toBe('true');
    // One page only: nothing more to load.
    expect(screen.queryByRole('button', { name: ordersTexts.more })).toBeNull();
    expect(api.callsTo('/travel/list-reservasi')[0]?.url.searchParams.get('page')).toBe('1');
    expect(
      new Headers(api.callsTo('/travel/list-reservasi')[0]?.init?.headers).get('authorization'),
    ).toBe('Bearer tok');

    await user.click(pending);
    expect(router.state.location.pathname).toBe('/reservasi/LNTPENDING1');
  });

  it("switches to 'Riwayat' and loads more, 10 a page, with 'Muat lebih banyak'", async () => {
    document.cookie = '_atx=tok; path=/';
    const first = Array.from({ length: 10 }, (_, i) =>
      order(`LNTHIST${String(i).padStart(4, '0')}`, i % 2 ? 'expired' : 'cancelled'),
    );
    const api = mockApi((url) => {
      if (!url.pathname.endsWith('/travel/list-riwayat-reservasi')) return undefined;
      return url.searchParams.get('page') === '2'
        ? page([order('LNTDONE0011', 'paid')], 2, 2, 11)
        : page(first, 1, 2, 11);
    });
    const user = userEvent.setup();
    const router = renderOrders();
    // The active tab's call is unmocked: it fails, which does not matter once we switch.
    await user.click(screen.getByRole('tab', { name: ordersTexts.history }));
    expect(router.state.location.search).toBe('?tab=riwayat');
    await screen.findByRole('link', { name: /LNTHIST0000/ });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByText('Dibatalkan')).toHaveLength(5);
    expect(screen.getAllByText('Kedaluwarsa')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: ordersTexts.more }));
    const done = await screen.findByRole('link', { name: /LNTDONE0011/ });
    // A paid order in the history has been travelled.
    expect(within(done).getByText('Selesai')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.queryByRole('button', { name: ordersTexts.more })).toBeNull();
    expect(
      api
        .callsTo('/travel/list-riwayat-reservasi')
        .map((call) => call.url.searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it("shows 'Belum ada pesanan' when there are none", async () => {
    document.cookie = '_atx=tok; path=/';
    mockApi((url) =>
      url.pathname.endsWith('/travel/list-riwayat-reservasi') ? page([], 1, 0, 0) : undefined,
    );
    renderOrders('/pesanan?tab=riwayat');
    expect(await screen.findByRole('heading', { name: ordersTexts.empty })).toBeTruthy();
    expect(screen.getByText(ordersTexts.emptyHistory)).toBeTruthy();
    expect(screen.getByRole('link', { name: ordersTexts.search }).getAttribute('href')).toBe('/');
  });

  it('shows the error with a retry that loads the list again', async () => {
    document.cookie = '_atx=tok; path=/';
    let broken = true;
    const api = mockApi((url) => {
      if (!url.pathname.endsWith('/travel/list-reservasi')) return undefined;
      return broken
        ? fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk. Coba lagi sebentar.')
        : page([order('LNTAGAIN001', 'pending')]);
    });
    const user = userEvent.setup();
    renderOrders();
    // A 5xx is retried once (lib/react-query.ts) before the error shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText(ordersTexts.loadFailed)).toBeTruthy();
    expect(within(alert).getByText('Layanan sedang sibuk. Coba lagi sebentar.')).toBeTruthy();
    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('link', { name: /LNTAGAIN001/ })).toBeTruthy();
    expect(api.callsTo('/travel/list-reservasi').length).toBeGreaterThanOrEqual(2);
  });
  it("offers 'Beri Ulasan' only on paid orders of the history, linking the rating screen", async () => {
    document.cookie = '_atx=tok; path=/';
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-riwayat-reservasi'))
        return page([order('LNTDONE0001', 'paid'), order('LNTGONE0002', 'expired')]);
      if (url.pathname.endsWith('/travel/list-reservasi'))
        return page([order('LNTSOON0003', 'paid')]);
      return undefined;
    });
    renderOrders();
    await screen.findByRole('link', { name: /LNTSOON0003/ });
    // Not travelled yet: nothing to rate.
    expect(screen.queryByRole('link', { name: ordersTexts.review })).toBeNull();

    document.body.innerHTML = '';
    renderOrders('/pesanan?tab=riwayat');
    const review = await screen.findByRole('link', { name: ordersTexts.review });
    expect(review.getAttribute('href')).toBe('/ulasan/LNTDONE0001');
    // The link names its order for a screen reader (its description is the order code).
    expect(review.getAttribute('aria-describedby')).toBe('order-code-LNTDONE0001');
    expect(document.getElementById('order-code-LNTDONE0001')?.textContent).toBe('LNTDONE0001');
    expect(screen.getAllByRole('link', { name: ordersTexts.review })).toHaveLength(1);
  });

  it("shows each direction's live status or move on an active order, none in the history", async () => {
    document.cookie = '_atx=tok; path=/';
    const go = order('X', 'paid').perjalanan[0]!;
    const roundTrip = order('LNTPP000003', 'paid', {
      flag_pp: true,
      perjalanan: [
        {
          ...go,
          status_perjalanan: 'berangkat',
          status_perjalanan_label: 'Sudah Berangkat',
          status_perjalanan_pada: '2026-11-22T02:20:00.000Z',
          mundur_menit: 20,
        },
        { ...go, arah: 'pulang', mundur_menit: -10 },
      ],
    });
    const onTime = order('LNTONTIME04', 'paid');
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/list-reservasi')) return page([roundTrip, onTime]);
      if (url.pathname.endsWith('/travel/list-riwayat-reservasi')) return page([roundTrip]);
      return undefined;
    });
    const user = userEvent.setup();
    renderOrders();
    const card = await screen.findByRole('link', { name: /LNTPP000003/ });
    const out = within(card).getByRole('group', { name: 'Status Pergi' });
    expect(out.textContent).toBe('PergiSudah Berangkat · 09.20 WIBTerlambat 20 menit');
    expect(within(card).getByRole('group', { name: 'Status Pulang' }).textContent).toBe(
      'PulangJadwal dimajukan 10 menit',
    );
    const plain = screen.getByRole('link', { name: /LNTONTIME04/ });
    expect(within(plain).queryByRole('group')).toBeNull();

    await user.click(screen.getByRole('tab', { name: ordersTexts.history }));
    const travelled = await screen.findByRole('link', { name: /LNTPP000003/ });
    expect(within(travelled).getByText('Selesai')).toBeTruthy();
    expect(within(travelled).queryByRole('group')).toBeNull();
  });
});
