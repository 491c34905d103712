import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/react-query';
import { scheduleGroup, scheduleItem, stubApi } from '../testing/fixtures';
import { ScheduleGroupCard } from './schedule-group';

const SEARCH = { asal_id: 1, asal_tipe: 'city', tujuan_id: 2, tujuan_tipe: 'city' };
const inList = (node: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <ul>{node}</ul>
  </QueryClientProvider>
);

describe('ScheduleGroupCard rating', () => {
  // A group of one schedule opens by itself and asks list-jadwal.
  beforeEach(() => void stubApi({}));

  it("shows the operator's average rating and review count from search-jadwal", () => {
    render(
      inList(
        <ScheduleGroupCard
          group={scheduleGroup([scheduleItem()], { rating: 4.5, jumlah_ulasan: 1200 })}
          search={SEARCH}
          onChoose={() => undefined}
        />,
      ),
    );
    expect(screen.getByText(/4,5 \(1\.200 ulasan\)/)).toBeTruthy();
    expect(screen.getByText('Rating')).toBeTruthy();
  });

  it('shows no rating before the first review', () => {
    render(
      inList(
        <ScheduleGroupCard
          group={scheduleGroup([scheduleItem()])}
          search={SEARCH}
          onChoose={() => undefined}
        />,
      ),
    );
    expect(screen.queryByText(/ulasan/)).toBeNull();
    expect(screen.queryByText('Rating')).toBeNull();
  });
});
