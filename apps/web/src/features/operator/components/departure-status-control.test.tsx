import type { StaffDeparture } from '@lintas/domain/staff-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../app/testing/render-app';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { departure, manifest, PETUGAS, signInStaff } from '../testing/fixtures';

const HREF = '/operator/manifes/XTR/XTR-01-1000/2026-11-24';
const STATUS = '/staff/keberangkatan/status';

const BOARDING: Partial<StaffDeparture> = {
  status_perjalanan: 'boarding',
  status_perjalanan_label: 'Boarding',
  perjalanan_pada: { boarding: '2026-11-24T02:40:00.000Z', berangkat: null, tiba: null },
  langkah_berikutnya: ['berangkat'],
};

const DEPARTED: Partial<StaffDeparture> = {
  status_perjalanan: 'berangkat',
  status_perjalanan_label: 'Sudah Berangkat',
  perjalanan_pada: {
    boarding: '2026-11-24T02:40:00.000Z',
    berangkat: '2026-11-24T03:05:00.000Z',
    tiba: null,
  },
  langkah_berikutnya: ['tiba'],
};

/** The manifest answers the departure as `live()` says now; the status post as `onMark`. */
function consoleApi(
  live: () => Partial<StaffDeparture>,
  onMark: (body: unknown) => { status?: number; body: unknown },
) {
  return mockApi((url, init) => {
    if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
    if (url.pathname.endsWith(STATUS))
      return onMark(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    if (url.pathname.endsWith('/staff/manifest'))
      return ok(manifest({ keberangkatan: departure(live()) }));
    return undefined;
  });
}

const statusResult = (fields: Partial<StaffDeparture>) =>
  ok({ operator_kode: 'XTR', jadwal_kode: 'XTR-01-1000', tanggal: '2026-11-24', ...fields });

beforeEach(() => signInStaff('staff-token-s'));

describe("a departure's live status on its manifest (decision 0039)", () => {
  it('offers the steps the server names and starts boarding at once, without a question', async () => {
    let state: Partial<StaffDeparture> = {};
    const api = consoleApi(
      () => state,
      () => {
        state = BOARDING;
        return statusResult(BOARDING);
      },
    );
    renderApp(HREF);
    const region = await screen.findByRole('region', { name: 'Status perjalanan' });
    expect(within(region).getByText('Terjadwal')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Tandai Berangkat' })).toBeTruthy();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Mulai Boarding' }));
    // The chip shows the new status with the time it was marked, in the departure's zone.
    await within(region).findByText('Boarding · 09.40 WIB');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(STATUS)[0]!.body).toEqual({
      operator_kode: 'XTR',
      jadwal_kode: 'XTR-01-1000',
      tanggal: '2026-11-24',
      status: 'boarding',
    });
    expect(new Headers(api.callsTo(STATUS)[0]!.init?.headers).get('Authorization')).toBe(
      'Bearer staff-token-s',
    );
    expect(within(region).queryByRole('button', { name: 'Mulai Boarding' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Tandai Berangkat' })).toBeTruthy();
  });

  it('asks before marking berangkat, sends nothing when the petugas says no, and waits while sending', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let state: Partial<StaffDeparture> = BOARDING;
    const api = consoleApi(
      () => state,
      () => {
        state = DEPARTED;
        return statusResult(DEPARTED);
      },
    );
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes(STATUS) ? gate.then(() => answer(input, init)) : answer(input, init),
    );
    renderApp(HREF);
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: 'Status perjalanan' });
    expect(within(region).getByText('Boarding · 09.40 WIB')).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Tandai Berangkat' }));
    let dialog = screen.getByRole('dialog', { name: 'Tandai bus berangkat?' });
    expect(within(dialog).getByText(/tidak dapat lagi membatalkan pesanan/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(STATUS)).toHaveLength(0);

    await user.click(within(region).getByRole('button', { name: 'Tandai Berangkat' }));
    dialog = screen.getByRole('dialog', { name: 'Tandai bus berangkat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, berangkat' }));
    await waitFor(() =>
      expect(
        (within(region).getByRole('button', { name: /Menyimpan/ }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
    release();
    await within(region).findByText('Sudah Berangkat · 10.05 WIB');
    expect(api.callsTo(STATUS)[0]!.body).toMatchObject({ status: 'berangkat' });
    expect(within(region).getByRole('button', { name: 'Tandai Tiba' })).toBeTruthy();
  });

  it("shows the server's words when it refuses a step, and reads the departure again", async () => {
    const refusal =
      'Keberangkatan ini dijadwalkan 2026-11-24 pukul 10.00 WIB; statusnya dapat ditandai ' +
      'paling cepat 12 jam sebelumnya.';
    const api = consoleApi(
      () => ({}),
      () => fail(409, 'DEPARTURE_STATUS_REFUSED', refusal),
    );
    renderApp(HREF);
    const region = await screen.findByRole('region', { name: 'Status perjalanan' });
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Mulai Boarding' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    expect(within(region).getByText('Terjadwal')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/staff/manifest').length).toBeGreaterThan(1));
  });

  it('offers no step once the bus has arrived', async () => {
    consoleApi(
      () => ({
        status_perjalanan: 'tiba',
        status_perjalanan_label: 'Tiba',
        perjalanan_pada: { ...DEPARTED.perjalanan_pada!, tiba: '2026-11-24T06:10:00.000Z' },
        langkah_berikutnya: [],
      }),
      () => statusResult({}),
    );
    renderApp(HREF);
    const region = await screen.findByRole('region', { name: 'Status perjalanan' });
    expect(within(region).getByText('Tiba · 13.10 WIB')).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('offers no step on a departure the operator cancelled', async () => {
    consoleApi(
      () => ({ status: 'dibatalkan', langkah_berikutnya: [] }),
      () => statusResult({}),
    );
    renderApp(HREF);
    await screen.findByText('Keberangkatan ini dibatalkan operator.');
    expect(screen.queryByRole('region', { name: 'Status perjalanan' })).toBeNull();
  });
});

describe("the day's departures show a marked status", () => {
  it('puts the live chip with its time on the card, in place of the clock\'s "Sudah berangkat"', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan'))
        return ok({
          tanggal: '2026-11-24',
          list: [departure({ ...DEPARTED, status: 'berangkat' })],
        });
      return undefined;
    });
    renderApp('/operator?tanggal=2026-11-24');
    expect(await screen.findByText('Sudah Berangkat · 10.05 WIB')).toBeTruthy();
    expect(screen.queryByText('Sudah berangkat')).toBeNull();
  });

  it('offers no "Pindahkan jam" for a bus marked berangkat before its time', async () => {
    mockApi((url) => {
      if (url.pathname.endsWith('/staff/me')) return ok(PETUGAS);
      if (url.pathname.endsWith('/staff/keberangkatan'))
        return ok({
          tanggal: '2026-11-24',
          list: [
            departure({ ...DEPARTED, status: 'terjadwal' }),
            departure({ ...BOARDING, jadwal_kode: 'XTR-02-1200', status: 'terjadwal' }),
          ],
        });
      return undefined;
    });
    renderApp('/operator?tanggal=2026-11-24');
    await screen.findByText('Sudah Berangkat · 10.05 WIB');
    expect(screen.queryByRole('link', { name: 'Pindahkan jam XTR-01-1000' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pindahkan jam XTR-02-1200' })).toBeTruthy();
  });
});
