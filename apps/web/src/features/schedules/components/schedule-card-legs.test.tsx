import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleItem } from '../testing/fixtures';
import { ScheduleCard } from './schedule-card';

/** A connecting trip of two legs: the legs are search items without their own legs. */
function connecting() {
  const {
    list_leg: _l,
    list_connecting: _c,
    flag_connecting: _f,
    titik_transit: _t,
    waktu_transit: _w,
    ...first
  } = scheduleItem({ jadwal_kode: 'CRB-01-0800', jam_berangkat: '08:00', jam_tiba: '11:00' });
  const second = {
    ...first,
    jadwal_kode: 'JTN-01-1200',
    jam_berangkat: '12:00',
    jam_tiba: '16:30',
  };
  return scheduleItem({
    flag_connecting: 1,
    list_leg: [first, second],
    list_connecting: [second],
    waktu_transit: 60,
  });
}

describe('ScheduleCard legs', () => {
  it('names connecting legs as the seat map and the ticket do, with Indonesian times', () => {
    const { rerender } = render(<ScheduleCard item={connecting()} onChoose={() => {}} />);
    const legs = screen.getByRole('list', { name: 'Perjalanan bersambung' });
    const items = within(legs).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Pergi · Rute 1 dari 2');
    expect(items[1]!.textContent).toContain('Pergi · Rute 2 dari 2');
    expect(items[1]!.textContent).toContain('12.00');
    expect(items[1]!.textContent).toContain('16.30');
    rerender(<ScheduleCard item={connecting()} onChoose={() => {}} direction="return" />);
    expect(screen.getByText('Pulang · Rute 2 dari 2')).toBeTruthy();
  });
});
