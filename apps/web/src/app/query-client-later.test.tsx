import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialBookingData, useBookingStore } from '../stores/booking-store';
import { useViewModeStore } from '../stores/view-mode-store';
import { mockApi, ok } from '../testing/api-mock';

/**
 * The QueryClient after the first render (decision 0031): its module (lib/react-query.ts)
 * arrives when a test says so, a slow network. Home renders without it; any other page
 * waits for it and never renders without a client (useQuery would throw).
 */
const clientModule = { arrive: () => {} };

/** The app with nothing loaded yet (the test setup loads the client's module). */
async function freshApp() {
  vi.resetModules();
  const arrived = new Promise<void>((resolve) => {
    clientModule.arrive = resolve;
  });
  vi.doMock('../lib/react-query', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const { renderApp } = await import('./testing/render-app');
  return renderApp;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

beforeEach(() => {
  useBookingStore.setState(initialBookingData());
  useViewModeStore.setState({ mode: 'm' });
  mockApi(() => ok({ list: [] }));
});

afterEach(() => {
  vi.doUnmock('../lib/react-query');
});

describe('the QueryClient comes after the first render', () => {
  it('home renders before it; a page opened before it arrives waits for it', async () => {
    const renderApp = await freshApp();
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Pesan tiket bus/ })).toBeTruthy();
    expect(await screen.findByText('Belum ada kota populer.')).toBeTruthy();

    await app.navigate('/faq');
    await settle();
    // Still home: the FAQ's queries need the client, which is not here yet.
    expect(screen.queryByRole('heading', { level: 1, name: /FAQ/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: /Pesan tiket bus/ })).toBeTruthy();

    await act(async () => clientModule.arrive());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pertanyaan Umum (FAQ)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Halaman gagal dimuat' })).toBeNull();
  });

  it('a page opened directly renders only once the client is there', async () => {
    const renderApp = await freshApp();
    renderApp('/faq');
    await settle();
    expect(screen.queryByRole('heading', { level: 1, name: /FAQ/ })).toBeNull();
    await act(async () => clientModule.arrive());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pertanyaan Umum (FAQ)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Halaman gagal dimuat' })).toBeNull();
  });
});
