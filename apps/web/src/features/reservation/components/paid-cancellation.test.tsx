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

  it('lets the booker choose passengers (all ticked: the whole booking), prices each choice, and cancels only the chosen', async () => {
    const seat = (no: string, nama: string, dibatalkan = false) => ({
      no,
      nama,
      harga: 150000,
      promo_kode: null,
      diskon_promo: 0,
      dibatalkan,
    });
    let partlyCancelled = false;
    const ticket = () => {
      const base = detail({ status: 'paid', dibayar_pada: PAID_AT, total: 454000 });
      return {
        ...base,
        penumpang_aktif: partlyCancelled ? 2 : 3,
        penumpang_dibatalkan: partlyCancelled ? 1 : 0,
        total_aktif: partlyCancelled ? 304000 : null,
        refund: partlyCancelled
          ? [
              {
                kode: 'RF-7',
                alasan: 'Dibatalkan pemesan',
                alasan_kode: 'dibatalkan_pelanggan' as const,
                jumlah: 150000,
                status: 'refunded' as const,
                status_label: 'Sudah dikembalikan',
                dikembalikan_pada: PAID_AT,
              },
            ]
          : [],
        perjalanan: base.perjalanan.map((leg) => ({
          ...leg,
          kursi: [
            seat('1', 'Budi Santoso'),
            seat('2', 'Siti Aminah', partlyCancelled),
            seat('3', 'Agus Salim'),
          ],
        })),
      };
    };
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/travel/batal-reservasi')) {
        const body = bodyOf(init);
        const chosen = Array.isArray(body.penumpang) ? body.penumpang.length : 3;
        if (body.konfirmasi !== true)
          return ok(quote({ dibayar: 150000 * chosen, refund: 150000 * chosen }));
        partlyCancelled = true;
        return ok({
          ...quote({ dibayar: 150000, refund: 150000 }),
          refund: {
            kode: 'RF-7',
            jumlah: 150000,
            status: 'refunded',
            status_label: 'Sudah dikembalikan',
          },
        });
      }
      if (url.pathname.endsWith('/travel/detail-reservasi')) return ok(ticket());
      return undefined;
    });
    const user = userEvent.setup();
    renderReservation();
    await user.click(await screen.findByRole('button', { name: 'Batalkan Tiket' }));
    const sheet = await screen.findByRole('dialog', { name: 'Batalkan Tiket' });
    const choice = within(sheet).getByRole('group', { name: 'Penumpang yang dibatalkan' });
    const boxes = within(choice).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true]);
    expect((await within(sheet).findByTestId('cancel-refund')).textContent).toMatch(
      /^Rp\s450\.000$/,
    );
    expect(within(sheet).getByRole('button', { name: 'Ya, Batalkan Tiket' })).toBeTruthy();

    // Nobody chosen: nothing to confirm.
    for (const box of boxes) await user.click(box);
    expect(within(sheet).getByText('Pilih minimal satu penumpang yang dibatalkan.')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: /^Ya, Batalkan/ })).toBeNull();

    await user.click(within(choice).getByRole('checkbox', { name: 'Siti Aminah · Kursi 2' }));
    const confirm = await within(sheet).findByRole('button', { name: 'Ya, Batalkan 1 Penumpang' });
    await waitFor(() =>
      expect(within(sheet).getByTestId('cancel-refund').textContent).toMatch(/^Rp\s150\.000$/),
    );
    expect(within(sheet).getByText(/Kursi Siti Aminah \(kursi 2\) akan dilepas/)).toBeTruthy();
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await user.click(confirm);

    // Each choice was priced as it was made (the whole booking first), and only the last
    // one, seen on screen, was confirmed.
    const bodies = api.callsTo('/travel/batal-reservasi').map((call) => call.body);
    expect(bodies[0]).toEqual({ reservasi_kode: CODE });
    expect(bodies).toContainEqual({ reservasi_kode: CODE, penumpang: [2, 3] });
    expect(bodies.at(-2)).toEqual({ reservasi_kode: CODE, penumpang: [2] });
    expect(bodies.at(-1)).toEqual({
      reservasi_kode: CODE,
      jenis_batal: 'penumpang',
      konfirmasi: true,
      penumpang: [2],
    });
    // The ticket stays paid and says who still travels and what it costs now.
    const note = await screen.findByTestId('partial-cancellation');
    expect(note.textContent).toContain('1 penumpang dibatalkan');
    expect(note.textContent).toContain('Budi Santoso (kursi 1), Agus Salim (kursi 3)');
    expect(note.textContent).toMatch(/Total setelah pengembalian dana: Rp\s304\.000/);
    // The payment's lines stay a receipt, with what came back and the new total below.
    const paid = screen.getByRole('region', { name: 'Rincian Pembayaran' });
    expect(within(paid).getByText('Dana dikembalikan (1 penumpang dibatalkan)')).toBeTruthy();
    const newTotal = within(paid).getByText('Total setelah pengembalian').closest('div');
    expect(newTotal?.textContent).toMatch(/Rp\s304\.000/);
    expect(screen.getByRole('button', { name: 'Batalkan Tiket' })).toBeTruthy();
  });
});
