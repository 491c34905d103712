import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert, useAlertStore } from '../../stores/alert-store';
import { AlertHost } from './alert-dialog';

beforeEach(() => {
  useAlertStore.setState({ queue: [], hosts: 0 });
});

describe('AlertDialog', () => {
  it('shows the default title and button, and resolves when confirmed', async () => {
    const user = userEvent.setup();
    render(<AlertHost />);
    let resolved = false;
    act(() => {
      void showAlert({ message: 'Data berhasil disimpan', duration: null }).then(() => {
        resolved = true;
      });
    });
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Pemberitahuan' })).toBeTruthy();
    expect(screen.getByText('Data berhasil disimpan')).toBeTruthy();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    await user.click(ok);
    await vi.waitFor(() => expect(resolved).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('uses a custom title and button, and Escape confirms', async () => {
    const user = userEvent.setup();
    render(<AlertHost />);
    act(() => {
      void showAlert({
        title: 'Sesi Berakhir',
        message: 'Silakan login kembali.',
        confirmText: 'Muat Ulang Halaman',
        duration: null,
      });
    });
    expect(screen.getByRole('button', { name: 'Muat Ulang Halaman' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('closes by itself after its duration (3000 ms by default)', () => {
    vi.useFakeTimers();
    render(<AlertHost />);
    act(() => {
      void showAlert({ message: 'Sebentar saja' });
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('alertdialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('queues alerts and shows them one after another', async () => {
    const user = userEvent.setup();
    render(<AlertHost />);
    act(() => {
      void showAlert({ message: 'Pertama', duration: null });
      void showAlert({ message: 'Kedua', duration: null });
    });
    expect(screen.getByText('Pertama')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Kedua')).toBeTruthy();
  });

  it('warns on the console and resolves at once when no host is mounted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(showAlert({ message: 'Tidak ada yang melihat' })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/AlertHost belum dipasang/);
  });
});
