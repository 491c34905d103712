import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from '../components/ui/alert-dialog';
import { useAlertStore } from '../stores/alert-store';
import { fail, mockApi, ok } from '../testing/api-mock';
import { apiRequest, fetchResults } from './api-client';
import { browser } from './browser';
import { logout } from './customer-api';
import { resetSessionExpiryForTests } from './session';

beforeEach(() => {
  resetSessionExpiryForTests();
  useAlertStore.setState({ queue: [] });
});

function loggedInWithData() {
  document.cookie = '_atx=expired-token; path=/';
  localStorage.setItem('app', '{"state":{"customer":{}}}');
  sessionStorage.setItem('account', '{"nama":"Budi"}');
}

describe('a 401 on calls that carried the token (spec §4 "Session", §8)', () => {
  it('runs the alert, clear and reload sequence exactly once for several failing calls', async () => {
    loggedInWithData();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    mockApi(() => fail(401, 'SESSION_EXPIRED', 'Sesi Anda telah berakhir. Silakan login kembali.'));
    render(<AlertHost />);

    const calls = ['travel/customer-profil', 'travel/list-reservasi', 'travel/customer-point'];
    const results = await Promise.allSettled(calls.map((path) => fetchResults({ path })));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);

    const dialog = await screen.findByRole('alertdialog');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(dialog.textContent).toContain('Sesi Berakhir');
    expect(dialog.textContent).toContain('Sesi Anda telah berakhir. Silakan login kembali.');
    expect(useAlertStore.getState().queue).toHaveLength(1);
    // Nothing is cleared before the person has seen the alert.
    expect(document.cookie).toContain('_atx=expired-token');
    expect(reload).not.toHaveBeenCalled();

    // One more failure while the alert shows: still the same single sequence.
    await expect(apiRequest({ path: 'travel/feedback-riwayat' })).rejects.toMatchObject({
      httpStatus: 401,
    });
    expect(useAlertStore.getState().queue).toHaveLength(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Muat Ulang Halaman' }));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(document.cookie).not.toContain('_atx=');
    expect(localStorage.getItem('app')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes the alert by itself after 5 s and still clears and reloads once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    loggedInWithData();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    mockApi(() => fail(401, 'SESSION_EXPIRED', 'Sesi Anda telah berakhir.'));
    render(<AlertHost />);
    await act(async () => {
      await Promise.allSettled([apiRequest({ path: 'a' }), apiRequest({ path: 'b' })]);
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4999);
    });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.cookie).not.toContain('_atx=');
  });
});

describe('logout', () => {
  it('revokes the token, clears the same data and loads the home page', async () => {
    loggedInWithData();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = mockApi((url) =>
      url.pathname.endsWith('/travel/customer-revoke-token') ? ok({}) : undefined,
    );
    await logout();
    const [call] = api.callsTo('/travel/customer-revoke-token');
    expect(call?.init?.method).toBe('POST');
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer expired-token');
    expect(document.cookie).not.toContain('_atx=');
    expect(localStorage.getItem('app')).toBeNull();
    expect(sessionStorage.getItem('account')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('does not raise the session-expired alert when the token was already gone', async () => {
    loggedInWithData();
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useAlertStore.setState({ hosts: 1 });
    mockApi(() => fail(401, 'SESSION_EXPIRED', 'Sesi Anda telah berakhir.'));
    await logout();
    expect(useAlertStore.getState().queue).toHaveLength(0);
    expect(reload).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('_atx=');
    useAlertStore.setState({ hosts: 0 });
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    loggedInWithData();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await logout(); // fetch is offline in unit tests
    expect(document.cookie).not.toContain('_atx=');
    expect(assign).toHaveBeenCalledWith('/');
  });
});
