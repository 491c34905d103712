import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleGroup, scheduleItem } from '../testing/fixtures';
import { ScheduleGroupCard } from './schedule-group';

describe('ScheduleGroupCard rating', () => {
  it("shows the operator's average rating and review count from search-jadwal", () => {
    render(
      <ul>
        <ScheduleGroupCard
          group={scheduleGroup([scheduleItem()], { rating: 4.5, jumlah_ulasan: 1200 })}
          onChoose={() => undefined}
        />
      </ul>,
    );
    expect(screen.getByText(/4,5 \(1\.200 ulasan\)/)).toBeTruthy();
    expect(screen.getByText('Rating')).toBeTruthy();
  });

  it('shows no rating before the first review', () => {
    render(
      <ul>
        <ScheduleGroupCard group={scheduleGroup([scheduleItem()])} onChoose={() => undefined} />
      </ul>,
    );
    expect(screen.queryByText(/ulasan/)).toBeNull();
    expect(screen.queryByText('Rating')).toBeNull();
  });
});
