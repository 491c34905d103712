import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok, type Handler } from '../../../testing/api-mock';
import { ADMIN, PETUGAS, refund, signIn } from '../testing/fixtures';

function renderAt(href: string) {
  renderApp(href);
}

function staffApi(me: unknown, handler: Handler) {
  return mockApi((url, init) => {
    if (url.pathname.endsWith('/staff/me')) return ok(me);
    return handler(url, init);
  });
}

const QUEUE = {
  list: [
    refund(),
    refund({
      kode: 'RF-1',
      alasan: 'terlambat',
      alasan_label: 'Pembayaran terlambat',
      reservasi_kode: 'LTSLATE01',
      status: 'failed',
      status_label: 'Gagal, coba lagi',
      galat_terakhir: 'refund LTSLATE01-1: HTTP 500',
      jumlah: 150000,
    }),
  ],
  jumlah_terbuka: 2,
  total_terbuka: 414000,
};

describe('/operator/refund', () => {
  it('lets an admin give a refund back after a confirmation naming the amount', async () => {
    signIn(ADMIN);
    let done = false;
    const api = staffApi(ADMIN, (url, init) => {
      if (url.pathname.endsWith('/staff/refund')) {
        return ok(
          done
            ? {
                ...QUEUE,
                list: [
                  refund({
                    status: 'refunded',
                    status_label: 'Sudah dikembalikan',
                    dikembalikan_pada: '2026-11-21T02:00:00.000Z',
                  }),
                  QUEUE.list[1],
                ],
                jumlah_terbuka: 1,
                total_terbuka: 150000,
              }
            : QUEUE,
        );
      }
      if (url.pathname.endsWith('/staff/refund/RF-3/proses') && init?.method === 'POST') {
        done = true;
        return ok({ refund: refund({ status: 'refunded' }), sudah_diproses: false });
      }
      return undefined;
    });
    renderAt('/operator/refund');
    const items = within(await screen.findByRole('list', { name: 'Antrean refund' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(screen.getByText('2 belum selesai · Rp 414.000')).toBeTruthy();
    const first = within(items[0]!);
    expect(first.getByText('Keberangkatan dibatalkan · LTSABC123')).toBeTruthy();
    expect(first.getByText('Rp 264.000')).toBeTruthy();
    // The failed one says why and offers another try.
    expect(
      within(items[1]!).getByText(/Percobaan terakhir gagal: refund LTSLATE01-1: HTTP 500/),
    ).toBeTruthy();
    expect(within(items[1]!).getByRole('button', { name: 'Coba proses lagi' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(first.getByRole('button', { name: 'Proses refund' }));
    expect(first.getByText('Kembalikan Rp 264.000 ke Budi Santoso melalui BCA_VA?')).toBeTruthy();
    expect(api.callsTo('/staff/refund/RF-3/proses')).toHaveLength(0);
    await user.click(first.getByRole('button', { name: 'Ya, kembalikan dana' }));
    expect(
      await screen.findByText('Refund RF-3 sebesar Rp 264.000 sudah dikembalikan.'),
    ).toBeTruthy();
    expect(api.callsTo('/staff/refund/RF-3/proses')).toHaveLength(1);
    expect(await screen.findByText('1 belum selesai · Rp 150.000')).toBeTruthy();
  });

  it("shows the server's refusal, and gives a petugas no Proses button", async () => {
    signIn(PETUGAS);
    staffApi(PETUGAS, (url) => (url.pathname.endsWith('/staff/refund') ? ok(QUEUE) : undefined));
    renderAt('/operator/refund');
    await screen.findByRole('list', { name: 'Antrean refund' });
    expect(screen.getByText(/Hanya admin yang dapat memproses refund/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Proses refund|Coba proses lagi/ })).toBeNull();
  });

  it('says the gateway failed when processing is refused', async () => {
    signIn(ADMIN);
    staffApi(ADMIN, (url, init) => {
      if (url.pathname.endsWith('/staff/refund')) return ok({ ...QUEUE, list: [QUEUE.list[0]] });
      if (init?.method === 'POST')
        return fail(
          502,
          'REFUND_FAILED',
          'Refund gagal diproses oleh layanan pembayaran. Silakan coba lagi nanti.',
        );
      return undefined;
    });
    renderAt('/operator/refund');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Proses refund' }));
    await user.click(screen.getByRole('button', { name: 'Ya, kembalikan dana' }));
    expect(
      await screen.findByText(
        'Refund gagal diproses oleh layanan pembayaran. Silakan coba lagi nanti.',
      ),
    ).toBeTruthy();
  });

  it('has an empty state and an error state with a retry', async () => {
    signIn(ADMIN);
    let calls = 0;
    staffApi(ADMIN, (url) => {
      if (!url.pathname.endsWith('/staff/refund')) return undefined;
      calls++;
      return calls === 1
        ? fail(404, 'NOT_FOUND', 'Operator tidak ditemukan.')
        : ok({ list: [], jumlah_terbuka: 0, total_terbuka: 0 });
    });
    renderAt('/operator/refund');
    expect(await screen.findByText('Antrean refund gagal dimuat')).toBeTruthy();
    expect(screen.getByText('Operator tidak ditemukan.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByText('Tidak ada refund')).toBeTruthy();
  });
});
