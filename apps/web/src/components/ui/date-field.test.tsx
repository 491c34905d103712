import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseDateInput } from '../../lib/date-input';
import { DateField } from './date-field';

function Harness({
  initial,
  min,
  spy,
}: {
  initial: string;
  min?: string;
  spy: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Tanggal berangkat"
        value={value}
        min={min}
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
      <button type="button">Di luar</button>
    </>
  );
}

const field = () => screen.getByLabelText('Tanggal berangkat') as HTMLInputElement;

afterEach(() => vi.unstubAllGlobals());

describe('DateField', () => {
  it('writes the date in Indonesian whatever the browser language', () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'en-US', languages: ['en-US'] });
    render(<Harness initial="2026-11-23" spy={() => {}} />);
    expect(field().value).toBe('Sen, 23 Nov 2026');
    expect(field().type).toBe('text');
  });

  it('a tap opens the calendar at the chosen month; a tap on a day chooses it and closes it', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial="2026-11-23" spy={spy} />);
    await user.click(field());
    // The calendar's module loads when it first opens.
    const calendar = await screen.findByRole('dialog', { name: /November 2026/ });
    expect(
      within(calendar)
        .getByRole('button', { name: 'Senin, 23 November 2026' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // Monday first: 1 November 2026 is a Sunday, the last cell of the first row.
    const firstRow = within(calendar).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell').at(-1)!.textContent).toBe('1');
    await user.click(within(calendar).getByRole('button', { name: 'Rabu, 25 November 2026' }));
    expect(spy).toHaveBeenLastCalledWith('2026-11-25');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field().value).toBe('Rab, 25 Nov 2026');
  });

  it('works from the keyboard: ↓ opens, arrows and Page Down move, Enter chooses, Esc closes', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial="2026-11-23" spy={spy} />);
    field().focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('dialog');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Senin, 23 November 2026');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Selasa, 1 Desember 2026');
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('dialog', { name: /Januari 2027/ })).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Minggu, 3 Januari 2027');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith('2027-01-03');
    expect(document.activeElement).toBe(field());

    await user.click(screen.getByRole('button', { name: 'Buka kalender' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(field());
  });

  it('refuses days before the first allowed one', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial="2026-11-23" min="2026-11-23" spy={spy} />);
    await user.click(field());
    const calendar = await screen.findByRole('dialog');
    const before = within(calendar).getByRole('button', { name: 'Minggu, 22 November 2026' });
    expect((before as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(calendar).getByRole('button', { name: 'Bulan sebelumnya' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await user.keyboard('{ArrowDown}');
    field().focus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Senin, 23 November 2026');
    expect(spy).not.toHaveBeenCalled();
  });

  it('takes a typed date once it is whole, and a tap outside folds the calendar away', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial="2026-11-23" spy={spy} />);
    await user.click(field());
    await user.clear(field());
    await user.type(field(), '30/11/2026');
    expect(spy).toHaveBeenLastCalledWith('2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Di luar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field().value).toBe('Sen, 30 Nov 2026');
  });
});

describe('parseDateInput', () => {
  it('reads the ways people write a date, and nothing that is not a real date', () => {
    expect(parseDateInput('2026-11-23')).toBe('2026-11-23');
    expect(parseDateInput('23/11/2026')).toBe('2026-11-23');
    expect(parseDateInput('3-1-2027')).toBe('2027-01-03');
    expect(parseDateInput('23 Nov 2026')).toBe('2026-11-23');
    expect(parseDateInput('Sen, 23 Nov 2026')).toBe('2026-11-23');
    expect(parseDateInput('23 Agustus 2026')).toBe('2026-08-23');
    expect(parseDateInput('31/02/2026')).toBeNull();
    expect(parseDateInput('23 Foo 2026')).toBeNull();
    expect(parseDateInput('23/11')).toBeNull();
  });
});
