import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { CODE, detail } from '../testing/fixtures';
import { setUpReservationPage } from '../testing/render-reservation';

const renderReservation = setUpReservationPage(AppProvider);
const PAID_AT = '2026-11-21T01:00:00.000Z';

const quote = (overrides: Record<string, unknown> = {}) => ({
  reservasi_kode: CODE,
  status: 'paid',
  dibatalkan_pada: null,
  refund: null,
  pembatalan: {
    dapat_dibatalkan: true,
    alasan_tidak_dapat: null,
    batas_pembatalan: '2026-11-22T03:00:00.000Z',
    aturan: 'asuransi',
    aturan_label: 'Asuransi Refund',
    persen: 100,
    dibayar: 150000,
    refund: 150000,
    poin_kembali: 0,
    otomatis: true,
    kebijakan: [
      'Tiket yang sudah dibayar dapat dibatalkan paling lambat 6 jam sebelum keberangkatan.',
    ],
    ...overrides,
  },
});

const bodyOf = (init: RequestInit | undefined) =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

/** Cancelling a paid ticket from its page (issue 21): the quote first, then the cancel. */
describe('cancelling a paid ticket', () => {
  it('shows what comes back before anything changes, and cancels only when confirmed', async () => {
    let cancelled = false;
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/travel/batal-reservasi')) {
        if (bodyOf(init).konfirmasi !== true) return ok(quote());
        cancelled = true;
        return ok({
          ...quote(),
          status: 'cancelled',
          dibatalkan_pada: new Date().toISOString(),
          refund: {
            kode: 'RF-1',
            jumlah: 150000,
            status: 'refunded',
            status_label: 'Sudah dikembalikan',
          },
        });
      }
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(
          detail({
            status: cancelled ? 'cancelled' : 'paid',
            dibayar_pada: PAID_AT,
            ...(cancelled
              ? {
                  dibatalkan_pada: new Date().toISOString(),
                  refund: [
                    {
                      kode: 'RF-1',
                      alasan: 'Dibatalkan pemesan',
                      alasan_kode: 'dibatalkan_pelanggan',
                      jumlah: 150000,
                      status: 'refunded',
                      status_label: 'Sudah dikembalikan',
                      dikembalikan_pada: new Date().toISOString(),
                    },
                  ],
                }
              : {}),
          }),
        );
      if (url.pathname.endsWith('/travel/operator-snk'))
        return ok({
          operator_kode: 'XTR',
          operator_nama: 'Xpress Trans Priangan',
          snk: '',
          list_snk: [],
          list_kebijakan: ['Jadwal dapat diubah paling lambat 6 jam sebelum keberangkatan.'],
        });
      return undefined;
    });
    const user = userEvent.setup();
    renderReservation();
    await user.click(await screen.findByRole('button', { name: 'Batalkan Tiket' }));
    // The card carries the operator's policy, folded, before anything is pressed.
    const card = screen.getByRole('region', { name: 'Batal berangkat?' });
    expect(
      await within(card).findByText(
        'Jadwal dapat diubah paling lambat 6 jam sebelum keberangkatan.',
      ),
    ).toBeTruthy();
    const sheet = await screen.findByRole('dialog', { name: 'Batalkan Tiket' });
    expect((await within(sheet).findByTestId('cancel-refund')).textContent).toMatch(
      /^Rp\s150\.000$/,
    );
    expect(
      within(sheet).getByText(/Klaim Asuransi Refund: dana langsung dikembalikan/),
    ).toBeTruthy();
    expect(within(sheet).getByText(/paling lambat 6 jam/)).toBeTruthy();
    await user.click(within(sheet).getByRole('button', { name: 'Tidak Jadi' }));
    expect(api.callsTo('/travel/batal-reservasi').map((call) => call.body)).toEqual([
      { reservasi_kode: CODE },
    ]);

    await user.click(screen.getByRole('button', { name: 'Batalkan Tiket' }));
    const again = await screen.findByRole('dialog', { name: 'Batalkan Tiket' });
    await user.click(await within(again).findByRole('button', { name: 'Ya, Batalkan Tiket' }));
    const ended = await screen.findByRole('heading', {
      name: /^Dibatalkan — refund Rp\s150\.000 dikembalikan$/,
    });
    // The card is gone: the person is taken to the new status, which is read out.
    await waitFor(() => expect(document.activeElement).toBe(ended));
    expect(api.callsTo('/travel/batal-reservasi').at(-1)?.body).toMatchObject({
      reservasi_kode: CODE,
      konfirmasi: true,
    });
  });

  it('past the deadline says why and offers nothing to press', async () => {
    const reason =
      'Batas pembatalan sudah lewat: tiket dapat dibatalkan paling lambat 6 jam sebelum keberangkatan.';
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/batal-reservasi'))
        return ok(quote({ dapat_dibatalkan: false, alasan_tidak_dapat: reason }));
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(detail({ status: 'paid', dibayar_pada: PAID_AT }));
      return undefined;
    });
    const user = userEvent.setup();
    renderReservation();
    await user.click(await screen.findByRole('button', { name: 'Batalkan Tiket' }));
    const sheet = await screen.findByRole('dialog', { name: 'Batalkan Tiket' });
    expect(await within(sheet).findByText(reason)).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: 'Ya, Batalkan Tiket' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Kembali' })).toBeTruthy();
    expect(api.callsTo('/travel/batal-reservasi')).toHaveLength(1);
  });

  it('a quote that cannot load says so and can be asked again', async () => {
    let failing = true;
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/batal-reservasi'))
        return failing ? fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk.') : ok(quote());
      if (url.pathname.endsWith('/travel/detail-reservasi'))
        return ok(detail({ status: 'paid', dibayar_pada: PAID_AT }));
      return undefined;
    });
    const user = userEvent.setup();
    renderReservation();
    await user.click(await screen.findByRole('button', { name: 'Batalkan Tiket' }));
    const sheet = await screen.findByRole('dialog', { name: 'Batalkan Tiket' });
    expect(await within(sheet).findByRole('alert')).toBeTruthy();
    failing = false;
    await user.click(within(sheet).getByRole('button', { name: 'Coba Lagi' }));
    expect(await within(sheet).findByTestId('cancel-refund')).toBeTruthy();
  });
});
