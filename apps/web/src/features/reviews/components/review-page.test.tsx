import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { renderApp } from '../../../app/testing/render-app';
import { paths } from '../../../config/paths';
import { useViewModeStore } from '../../../stores/view-mode-store';
import { fail, mockApi, ok } from '../../../testing/api-mock';
import { ReviewPage, reviewTexts } from './review-page';

const KODE = 'LNT-ABC123';

function renderReview() {
  const router = createMemoryRouter(
    [
      { path: paths.review.path, element: <ReviewPage kode={KODE} /> },
      { path: paths.orders.path, element: <h1>Pesanan Saya</h1> },
    ],
    { initialEntries: [paths.review.getHref(KODE)] },
  );
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const TAGS: Record<string, Array<{ id: number; nama: string }>> = {
  '1': [
    { id: 101, nama: 'Terlambat' },
    { id: 102, nama: 'Kendaraan kotor' },
  ],
  '5': [
    { id: 501, nama: 'Sopir ramah' },
    { id: 502, nama: 'Tepat waktu' },
    { id: 503, nama: 'Kendaraan bersih' },
  ],
};

function tagsHandler(url: URL) {
  if (!url.pathname.endsWith('/travel/review-tags')) return undefined;
  const rating = url.searchParams.get('rating') ?? '1';
  return ok({ rating: Number(rating), list: TAGS[rating] ?? [] });
}

const reviewed = ok({
  review_id: 1,
  reservasi_kode: KODE,
  operator_kode: 'XTR',
  nama: 'Budi S.',
  rating: 5,
  tags: ['Sopir ramah'],
  komentar: 'Mantap',
  tanggal: '2026-11-23T00:00:00.000Z',
});

beforeEach(() => {
  useViewModeStore.setState({ mode: 'd' });
});

describe('/ulasan/:kode', () => {
  it('sends a guest to /login and back here afterwards', async () => {
    const api = mockApi(() => undefined);
    const router = renderApp(paths.review.getHref(KODE));
    await screen.findByRole('heading', { level: 1, name: 'Login / Daftar' });
    expect(router.location.search).toBe(`?red=${encodeURIComponent('/ulasan/LNT-ABC123')}`);
    expect(api.calls).toHaveLength(0);
  });

  it('rates with the keyboard: stars are a radio group, tags come for the chosen rating', async () => {
    document.cookie = '_atx=tok; path=/';
    const api = mockApi((url) => {
      if (url.pathname.endsWith('/travel/reservasi-review-rate')) return reviewed;
      return tagsHandler(url);
    });
    const user = userEvent.setup();
    renderReview();
    const group = screen.getByRole('group', { name: reviewTexts.rating });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 bintang',
      '2 bintang',
      '3 bintang',
      '4 bintang',
      '5 bintang',
    ]);
    // No rating yet: no tags asked for.
    expect(api.callsTo('/review-tags')).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: '1 bintang' }));
    expect(await screen.findByRole('button', { name: 'Terlambat' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Terlambat' }));
    expect(screen.getByRole('button', { name: 'Terlambat' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Arrow keys move through the stars like any radio group; the tags follow the rating
    // and what was picked for another rating is dropped.
    within(group).getByRole('radio', { name: '1 bintang' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() =>
      expect(
        (within(group).getByRole('radio', { name: '5 bintang' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    expect(screen.getByText(reviewTexts.ratingWords[5])).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Sopir ramah' }));
    expect(screen.queryByRole('button', { name: 'Terlambat' })).toBeNull();
    expect(
      api.callsTo('/review-tags').map((call) => call.url.searchParams.get('rating')),
    ).toContain('5');

    await user.type(screen.getByLabelText(reviewTexts.comment), '  Mantap  ');
    expect(screen.getByText(reviewTexts.commentCount(10))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: reviewTexts.submit }));

    expect(await screen.findByText(reviewTexts.thanks)).toBeTruthy();
    const sent = api.callsTo('/travel/reservasi-review-rate');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.init?.method).toBe('POST');
    expect(sent[0]!.body).toEqual({
      reservasi_kode: KODE,
      rating: 5,
      tags: [501],
      komentar: 'Mantap',
    });
    expect(screen.getByRole('link', { name: reviewTexts.backToOrders }).getAttribute('href')).toBe(
      '/pesanan',
    );
  });

  it('asks for a rating before sending, and sends nothing without one', async () => {
    document.cookie = '_atx=tok; path=/';
    const api = mockApi(tagsHandler);
    const user = userEvent.setup();
    renderReview();
    await user.click(screen.getByRole('button', { name: reviewTexts.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(reviewTexts.ratingRequired);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('1 bintang');
    expect(api.callsTo('/reservasi-review-rate')).toHaveLength(0);
  });

  it('shows the server refusal (already reviewed, not travelled) and keeps the form', async () => {
    document.cookie = '_atx=tok; path=/';
    let refusal = fail(409, 'REVIEW_EXISTS', 'Pesanan ini sudah Anda beri ulasan.');
    mockApi((url) => {
      if (url.pathname.endsWith('/travel/reservasi-review-rate')) return refusal;
      return tagsHandler(url);
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(screen.getByRole('radio', { name: '5 bintang' }));
    await user.click(screen.getByRole('button', { name: reviewTexts.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pesanan ini sudah Anda beri ulasan.',
    );
    expect(screen.queryByText(reviewTexts.thanks)).toBeNull();

    refusal = fail(
      409,
      'REVIEW_NOT_ALLOWED',
      'Ulasan dapat diberikan setelah perjalanan Anda selesai.',
    );
    await user.click(screen.getByRole('button', { name: reviewTexts.submit }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Ulasan dapat diberikan setelah perjalanan Anda selesai.',
      ),
    );
    expect((screen.getByRole('radio', { name: '5 bintang' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows a retry when the tags cannot be loaded', async () => {
    document.cookie = '_atx=tok; path=/';
    let broken = true;
    mockApi((url) => {
      if (broken && url.pathname.endsWith('/travel/review-tags'))
        return fail(503, 'SERVICE_UNAVAILABLE', 'Layanan sedang sibuk.');
      return tagsHandler(url);
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(screen.getByRole('radio', { name: '1 bintang' }));
    // A 5xx is retried once (lib/react-query.ts) before the error shows.
    expect(
      await screen.findByText(reviewTexts.tagsFailed, undefined, { timeout: 4000 }),
    ).toBeTruthy();
    broken = false;
    await user.click(screen.getByRole('button', { name: /coba lagi/i }));
    expect(await screen.findByRole('button', { name: 'Terlambat' })).toBeTruthy();
  });
});
