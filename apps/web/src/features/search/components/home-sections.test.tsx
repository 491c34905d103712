import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/react-query';
import { initialBookingData, useBookingStore } from '../../../stores/booking-store';
import { OperatorPartners } from './operator-partners';
import { PopularCities } from './popular-cities';

const ok = (results: unknown) =>
  new Response(JSON.stringify({ status: 'OK', results }), { status: 200 });
const fail = () =>
  new Response(
    JSON.stringify({ status: 'ERROR', error_code: 'BAD', message: 'Permintaan tidak valid.' }),
    { status: 400 },
  );

function renderWith(node: React.ReactNode) {
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);
}

beforeEach(() => useBookingStore.setState(initialBookingData()));

describe('home sections', () => {
  it('a popular city becomes the destination; the origin city cannot be chosen', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        ok({
          list: [
            {
              kota_id: 1,
              kota_nama: 'Bandung',
              provinsi: 'Jawa Barat',
              zona_waktu: 'WIB',
              list_cabang: [],
              urutan: 1,
              gambar_url: null,
            },
            {
              kota_id: 5,
              kota_nama: 'Semarang',
              provinsi: 'Jawa Tengah',
              zona_waktu: 'WIB',
              list_cabang: [],
              urutan: 2,
              gambar_url: null,
            },
          ],
        }),
      ),
    );
    renderWith(<PopularCities />);
    const semarang = await screen.findByRole('button', { name: /Semarang/ });
    expect((screen.getByRole('button', { name: /Bandung/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(semarang);
    expect(useBookingStore.getState().formOriginDestination.destination).toEqual({
      id: 5,
      type: 'city',
      text: 'Semarang',
    });
    expect(semarang.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows an error with a retry, then the partners', async () => {
    const user = userEvent.setup();
    let first = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (first) {
          first = false;
          return fail();
        }
        return ok({
          list: [
            {
              operator_kode: 'XTR',
              operator_nama: 'Xpress Trans Priangan',
              logo_url: null,
              deskripsi: 'Shuttle',
              rating: 4.7,
              jumlah_ulasan: 1843,
              highlight: 'Setiap jam',
            },
          ],
        });
      }),
    );
    renderWith(<OperatorPartners />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Permintaan tidak valid.');
    await user.click(within(alert).getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('heading', { name: 'Xpress Trans Priangan' })).toBeTruthy();
    expect(screen.getByText(/1\.843 ulasan/)).toBeTruthy();
  });

  it('says so when there are no popular cities', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok({ list: [] })),
    );
    renderWith(<PopularCities />);
    expect(await screen.findByText('Belum ada kota populer.')).toBeTruthy();
  });
});
