import { reservationBodySchema, type ReservationInput } from '@lintas/domain/reservation-schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getGuestToken } from '../../../lib/guest-tokens';
import { createQueryClient } from '../../../lib/react-query';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { isLostCheckout, useCreateReservation } from './create-reservation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const body: ReservationInput = {
  operator_kode: 'XTR',
  jadwal_kode: 'XTR-01-1000',
  tanggal_berangkat: '2026-11-22',
  kursi: [{ no: '1', promo_kode: null, nama: 'Budi Santoso' }],
  flag_pp: 0,
  flag_connecting: 0,
  jenis_pembayaran_kode: 'BCA_VA',
  voucher_kode: null,
  flag_asuransi: 0,
  donasi: 0,
  flag_point: 0,
  pemesan_nama: 'Budi Santoso',
  pemesan_email: 'budi@example.com',
  pemesan_telp: '081234567890',
  total_bayar: 154000,
  komentar_donasi: null,
  url_referer: null,
};

const reservation = (code: string) =>
  ok({
    reservasi_kode: code,
    status: 'pending',
    expired_time: '2030-01-01T00:00:00.000Z',
    expired_time_lokal: '2030-01-01 07:00:00',
    total: 154000,
    rincian: [],
    guest_token: `tok-${code}`,
    pembayaran: {},
  });

function renderCheckout() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCreateReservation(), { wrapper });
}

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');

describe('checkout mutation', () => {
  it('the body it is given is one the server accepts', () => {
    expect(reservationBodySchema.safeParse(body).success).toBe(true);
  });

  it('retries a lost attempt with the same Idempotency-Key; a new attempt gets a new key', async () => {
    let tries = 0;
    const api = mockApi((url) => {
      if (!url.pathname.endsWith('/travel/reservasi')) return undefined;
      tries += 1;
      // The first try never gets an answer (the connection drops).
      if (tries === 1) throw new TypeError('Failed to fetch');
      return reservation(tries === 2 ? 'LNT-ONE' : 'LNT-TWO');
    });
    const { result } = renderCheckout();

    let first: { reservasi_kode: string } | undefined;
    await act(async () => {
      first = await result.current.checkout(body);
    });
    expect(first?.reservasi_kode).toBe('LNT-ONE');
    const [lost, retried] = api.callsTo('/travel/reservasi');
    expect(keyOf(lost?.init)).toMatch(UUID);
    expect(keyOf(retried?.init)).toBe(keyOf(lost?.init));
    expect(retried?.body).toEqual(lost?.body);
    expect(getGuestToken('LNT-ONE')).toBe('tok-LNT-ONE');

    await act(async () => {
      await result.current.checkout(body);
    });
    const calls = api.callsTo('/travel/reservasi');
    expect(calls).toHaveLength(3);
    expect(keyOf(calls[2]?.init)).toMatch(UUID);
    expect(keyOf(calls[2]?.init)).not.toBe(keyOf(lost?.init));
  });

  it('does not retry an answer: SEAT_TAKEN is final for the attempt', async () => {
    const api = mockApi((url) =>
      url.pathname.endsWith('/travel/reservasi')
        ? fail(409, 'SEAT_TAKEN', 'Kursi sudah dipesan.', { kursi: ['1'] })
        : undefined,
    );
    const { result } = renderCheckout();
    let error: unknown;
    await act(async () => {
      error = await result.current.checkout(body).catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ code: 'SEAT_TAKEN' });
    expect(api.callsTo('/travel/reservasi')).toHaveLength(1);
  });

  it('gives up after two retries when no answer ever arrives, all with one key', async () => {
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/reservasi')) throw new TypeError('Failed to fetch');
      return undefined;
    });
    const { result } = renderCheckout();
    let error: unknown;
    await act(async () => {
      error = await result.current.checkout(body).catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
    const keys = api.callsTo('/travel/reservasi').map((call) => keyOf(call.init));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('counts only a missing answer as lost', () => {
    expect(isLostCheckout(new ApiError({ kind: 'network', message: 'x' }))).toBe(true);
    expect(isLostCheckout(new ApiError({ kind: 'timeout', message: 'x' }))).toBe(true);
    expect(isLostCheckout(new ApiError({ kind: 'aborted', message: 'x' }))).toBe(false);
    expect(isLostCheckout(new ApiError({ kind: 'http', httpStatus: 502, message: 'x' }))).toBe(
      false,
    );
    expect(isLostCheckout(new Error('x'))).toBe(false);
  });
});
