import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToastStore } from '../../stores/toast-store';
import { useViewModeStore } from '../../stores/view-mode-store';
import { ToastHost } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
  dismissToast();
  useViewModeStore.setState({ mode: 'm' });
});

describe('toast', () => {
  it('shows a success toast for 1000 ms by default', () => {
    render(<ToastHost />);
    act(() => {
      expect(toast('Berhasil Mendaftar')).toBe(true);
    });
    const shown = screen.getByText('Berhasil Mendaftar');
    expect(shown.dataset.type).toBe('success');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('Berhasil Mendaftar')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Berhasil Mendaftar')).toBeNull();
  });

  it('shows one toast at a time: others are dropped until it expires', () => {
    render(<ToastHost />);
    act(() => {
      toast('Maaf, permintaan OTP gagal', { type: 'error', duration: 3000 });
    });
    act(() => {
      expect(toast('Kedua')).toBe(false);
    });
    expect(screen.queryByText('Kedua')).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Maaf, permintaan OTP gagal')).toBeNull();
    act(() => {
      expect(toast('Ketiga')).toBe(true);
    });
    expect(screen.getByText('Ketiga')).toBeTruthy();
  });

  it('announces through a status live region, assertively for errors', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      toast('Gagal Mengirim Permintaan', { type: 'error' });
    });
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(region.textContent).toBe('Gagal Mengirim Permintaan');
  });

  it('uses the larger font class in the desktop view only', () => {
    render(<ToastHost />);
    act(() => {
      toast('Halo');
    });
    const mobileClass = screen.getByText('Halo').className;
    act(() => useViewModeStore.setState({ mode: 'd' }));
    expect(screen.getByText('Halo').className).not.toBe(mobileClass);
    expect(useToastStore.getState().current?.duration).toBe(1000);
  });
});
