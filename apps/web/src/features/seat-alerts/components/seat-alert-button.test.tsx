import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { paths } from '../../../config/paths';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { SeatAlertButton, seatAlertTexts } from './seat-alert-button';

const DEPARTURE = {
  operator_kode: 'XTR',
  jadwal_kode: 'XTR-01-1400',
  tanggal_berangkat: '2999-01-10',
};

const alert = (overrides: Record<string, unknown> = {}) => ({
  alert_id: 7,
  ...DEPARTURE,
  operator_nama: 'Xtrans',
  jam_berangkat: '14:00',
  zona_berangkat: 'WIB',
  asal: 'Bandung Pasteur',
  tujuan: 'Jakarta Blok M',
  status: 'menunggu',
  dibuat: '2998-12-31T00:00:00.000Z',
  dikabari: null,
  link: 'http://localhost/kabar-kursi?operator_kode=XTR',
  ...overrides,
});

function renderButton() {
  const router = createMemoryRouter(
    [
      { path: paths.results.path, element: <SeatAlertButton departure={DEPARTURE} /> },
      { path: paths.login.path, element: <h1>Login / Daftar</h1> },
    ],
    { initialEntries: [`${paths.results.path}?from=mail`] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** The line under the button: found by its text, announced politely (role status). */
async function said(text: string | RegExp) {
  const line = await screen.findByText(text);
  expect(line.getAttribute('role')).toBe('status');
}

const logIn = () => {
  document.cookie = '_atx=tok; path=/';
};

describe('SeatAlertButton', () => {
  it('sends a guest to /login and back to this page, asking nothing', async () => {
    const api = mockApi(() => undefined);
    const router = renderButton();
    const link = screen.getByRole('link', { name: seatAlertTexts.ask });
    expect(screen.getByText(seatAlertTexts.loginHint)).toBeTruthy();
    await userEvent.click(link);
    await screen.findByRole('heading', { name: 'Login / Daftar' });
    expect(router.state.location.search).toBe(`?red=${encodeURIComponent('/jadwal?from=mail')}`);
    expect(api.calls).toHaveLength(0);
  });

  it('asks for the alert with the departure and says the customer will be told', async () => {
    logIn();
    const api = mockApi((url, init) => {
      if (!url.pathname.endsWith('/travel/seat-alert')) return undefined;
      return init?.method === 'POST' ? ok(alert()) : ok({ list: [] });
    });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: seatAlertTexts.ask }));
    await said(seatAlertTexts.asked);
    const posted = api.callsTo('/travel/seat-alert').filter((c) => c.init?.method === 'POST');
    expect(posted.map((c) => c.body)).toEqual([DEPARTURE]);
    expect(new Headers(posted[0]!.init?.headers).get('authorization')).toBe('Bearer tok');
    expect(screen.queryByRole('button', { name: seatAlertTexts.ask })).toBeNull();
  });

  it('shows the 409 state when the customer already asked', async () => {
    logIn();
    mockApi((url, init) => {
      if (!url.pathname.endsWith('/travel/seat-alert')) return undefined;
      return init?.method === 'POST'
        ? fail(409, 'SEAT_ALERT_EXISTS', 'Anda sudah meminta kabar untuk keberangkatan ini.')
        : ok({ list: [] });
    });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: seatAlertTexts.ask }));
    await said(seatAlertTexts.exists);
  });

  it('knows an alert already waiting from the list, without a button', async () => {
    logIn();
    mockApi((url) =>
      url.pathname.endsWith('/travel/seat-alert') ? ok({ list: [alert()] }) : undefined,
    );
    renderButton();
    await said(seatAlertTexts.exists);
    expect(screen.queryByRole('button', { name: seatAlertTexts.ask })).toBeNull();
  });

  it('cancels a waiting alert and offers the button again', async () => {
    logIn();
    let listed = [alert()];
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/seat-alert-batal')) {
        listed = [];
        return ok({ alert_id: 7, status: 'dibatalkan' });
      }
      return url.pathname.endsWith('/travel/seat-alert') ? ok({ list: listed }) : undefined;
    });
    renderButton();
    await said(seatAlertTexts.exists);
    await userEvent.click(screen.getByRole('button', { name: seatAlertTexts.cancel }));
    await said(seatAlertTexts.cancelled);
    expect(api.callsTo('/travel/seat-alert-batal').map((c) => c.body)).toEqual([{ alert_id: 7 }]);
    expect(screen.getByRole('button', { name: seatAlertTexts.ask })).toBeTruthy();
    expect(screen.queryByRole('button', { name: seatAlertTexts.cancel })).toBeNull();
  });

  it('can cancel the alert it has just made', async () => {
    logIn();
    const api = mockApi((url, init) => {
      if (url.pathname.endsWith('/travel/seat-alert-batal'))
        return ok({ alert_id: 7, status: 'dibatalkan' });
      if (!url.pathname.endsWith('/travel/seat-alert')) return undefined;
      return init?.method === 'POST' ? ok(alert()) : ok({ list: [] });
    });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: seatAlertTexts.ask }));
    await said(seatAlertTexts.asked);
    await userEvent.click(screen.getByRole('button', { name: seatAlertTexts.cancel }));
    await said(seatAlertTexts.cancelled);
    expect(api.callsTo('/travel/seat-alert-batal')).toHaveLength(1);
  });

  it('offers the button again when the earlier alert was already told (sold out again)', async () => {
    logIn();
    mockApi((url) =>
      url.pathname.endsWith('/travel/seat-alert')
        ? ok({ list: [alert({ status: 'dikabari', dikabari: '2999-01-01T00:00:00.000Z' })] })
        : undefined,
    );
    renderButton();
    expect(await screen.findByRole('button', { name: seatAlertTexts.ask })).toBeTruthy();
  });

  it("shows the server's reason when seats are free again", async () => {
    logIn();
    const answer = fail(
      400,
      'SEAT_ALERT_SEATS_AVAILABLE',
      'Masih ada kursi tersedia untuk keberangkatan ini. Silakan pilih kursi sekarang.',
    );
    mockApi((url, init) => {
      if (!url.pathname.endsWith('/travel/seat-alert')) return undefined;
      return init?.method === 'POST' ? answer : ok({ list: [] });
    });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: seatAlertTexts.ask }));
    await said(/^Masih ada kursi tersedia/);
  });

  it('keeps the button after a failure, with the message as an alert', async () => {
    logIn();
    mockApi((url, init) => {
      if (!url.pathname.endsWith('/travel/seat-alert')) return undefined;
      return init?.method === 'POST'
        ? fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang tidak tersedia.')
        : ok({ list: [] });
    });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: seatAlertTexts.ask }));
    expect((await screen.findByRole('alert')).textContent).toBe('Layanan sedang tidak tersedia.');
    expect(screen.getByRole('button', { name: seatAlertTexts.ask })).toBeTruthy();
  });
});
