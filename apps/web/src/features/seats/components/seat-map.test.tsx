import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUS_SMALL, legFromRows, SHUTTLE_12 } from '../testing/seat-map-fixtures';
import { layoutCells, SeatLegend, SeatMap } from './seat-map';

describe('SeatMap', () => {
  it('draws the vehicle from the layout cells: driver, door, aisle, toilet and seats on the grid', () => {
    const leg = legFromRows(BUS_SMALL);
    const { container } = render(
      <SeatMap leg={leg} selected={[]} onToggle={() => {}} label="Denah kursi Pergi" />,
    );
    const map = screen.getByRole('group', { name: 'Denah kursi Pergi' });
    expect(within(map).getByText('Sopir')).toBeTruthy();
    expect(within(map).getAllByText('Pintu')).toHaveLength(2);
    expect(within(map).getByText('Toilet')).toBeTruthy();
    expect(container.querySelectorAll('[data-cell="aisle"]')).toHaveLength(4);
    expect(within(map).getAllByRole('button')).toHaveLength(8);
    // The driver sits where the server put it: row 1, column 5.
    const driver = container.querySelector<HTMLElement>('[data-cell="driver"]');
    expect(driver?.style.gridRow).toBe('1');
    expect(driver?.style.gridColumn).toBe('5');
    const seatThree = container.querySelector<HTMLElement>('[data-seat="3"]');
    expect([seatThree?.style.gridRow, seatThree?.style.gridColumn]).toEqual(['2', '4']);
  });

  it('lists cells in reading order so Tab moves front to back, left to right', () => {
    const order = layoutCells(legFromRows(SHUTTLE_12)).map((cell) =>
      'no' in cell ? cell.no : cell.kind,
    );
    expect(order.slice(0, 7)).toEqual(['1', 'driver', 'door', 'aisle', '2', '3', '4']);
  });

  it('names every seat for a screen reader: tersedia, sudah dipesan, dipilih', () => {
    const leg = legFromRows(SHUTTLE_12, { taken: ['3'] });
    render(<SeatMap leg={leg} selected={['5']} onToggle={() => {}} label="Denah kursi Pergi" />);
    const free = screen.getByRole('button', { name: 'Kursi 12, tersedia' });
    expect(free.getAttribute('aria-pressed')).toBe('false');
    const taken = screen.getByRole('button', {
      name: 'Kursi 3, sudah dipesan',
    }) as HTMLButtonElement;
    expect(taken.disabled).toBe(true);
    const chosen = screen.getByRole('button', { name: 'Kursi 5, dipilih' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
  });

  it('is operable from the keyboard; taken seats cannot be chosen', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(
      <SeatMap
        leg={legFromRows(SHUTTLE_12, { taken: ['2'] })}
        selected={[]}
        onToggle={onToggle}
        label="Denah"
      />,
    );
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Kursi 1, tersedia');
    await user.keyboard('{Enter}');
    // Seat 2 is taken (disabled), so Tab goes on to seat 3.
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Kursi 3, tersedia');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Kursi 2, sudah dipesan' }));
    expect(onToggle.mock.calls).toEqual([['1'], ['3']]);
  });

  it('arrow keys move to the nearest seat in that direction, skipping taken seats', async () => {
    const user = userEvent.setup();
    render(
      <SeatMap
        leg={legFromRows(SHUTTLE_12, { taken: ['5'] })}
        selected={[]}
        onToggle={() => {}}
        label="Denah"
      />,
    );
    screen.getByRole('button', { name: 'Kursi 1, tersedia' }).focus();
    const focused = () => document.activeElement?.getAttribute('data-seat');
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe('2');
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe('3');
    await user.keyboard('{ArrowDown}');
    // Seat 5 (below-left) is taken; 6 is straight below.
    expect(focused()).toBe('6');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('4');
    await user.keyboard('{ArrowLeft}');
    expect(focused()).toBe('4');
  });

  it('keeps a chosen seat that has since been taken pressable, so it can be let go', () => {
    render(
      <SeatMap
        leg={legFromRows(SHUTTLE_12, { taken: ['4'] })}
        selected={['4']}
        onToggle={() => {}}
        label="Denah"
      />,
    );
    const seat = screen.getByRole('button', { name: 'Kursi 4, dipilih' }) as HTMLButtonElement;
    expect(seat.disabled).toBe(false);
  });

  it('has a legend: Tersedia, Dipilih, Terisi', () => {
    render(<SeatLegend />);
    const legend = screen.getByRole('list', { name: 'Keterangan kursi' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tersedia', 'Dipilih', 'Terisi']);
  });
});
