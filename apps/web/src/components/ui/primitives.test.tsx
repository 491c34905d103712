import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hideLoading, showLoading, useLoadingStore, withLoading } from '../../stores/loading-store';
import { useViewModeStore } from '../../stores/view-mode-store';
import { Button } from './button';
import { ErrorState } from './error-state';
import { LazyImage } from './lazy-image';
import { LoadingOverlay } from './loading-overlay';
import { TextField } from './text-field';

beforeEach(() => {
  useLoadingStore.setState({ pending: 0 });
});

describe('TextField', () => {
  it('has a visible label tied to the input', () => {
    render(<TextField label="Nama Pemesan" placeholder="Masukan nama" />);
    const input = screen.getByLabelText('Nama Pemesan');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('wires the error and hint with aria-describedby and aria-invalid', () => {
    render(
      <TextField
        label="Email"
        hint="Tiket dikirim ke email ini"
        error="Format email tidak valid"
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Tiket dikirim ke email ini', 'Format email tidak valid']);
  });
});

describe('Button', () => {
  it('shows the waiting label and blocks clicks while loading', () => {
    render(
      <Button loading loadingText="Harap Tunggu ...">
        Verifikasi OTP
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Harap Tunggu ...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('ErrorState', () => {
  it('shows the message and a retry action', () => {
    let retried = 0;
    render(<ErrorState message="Jadwal tidak ditemukan." onRetry={() => (retried += 1)} />);
    expect(screen.getByRole('alert').textContent).toContain('Jadwal tidak ditemukan.');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(retried).toBe(1);
  });
});

describe('LazyImage', () => {
  it('starts transparent and fades in once loaded', () => {
    render(<LazyImage src="/banner.png" alt="Promo akhir tahun" />);
    const image = screen.getByAltText('Promo akhir tahun');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.dataset.loaded).toBe('false');
    fireEvent.load(image);
    expect(image.dataset.loaded).toBe('true');
  });
});

describe('LoadingOverlay', () => {
  it('shows while any work is pending and hides after the last one', async () => {
    useViewModeStore.setState({ mode: 'd' });
    render(<LoadingOverlay />);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    act(() => {
      showLoading();
      showLoading();
    });
    expect(screen.getByTestId('loading-overlay').textContent).toContain('Memuat');
    act(() => hideLoading());
    expect(screen.queryByTestId('loading-overlay')).not.toBeNull();
    act(() => hideLoading());
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    await act(async () => {
      await expect(withLoading(Promise.reject(new Error('gagal')))).rejects.toThrow('gagal');
    });
    expect(useLoadingStore.getState().pending).toBe(0);
  });

  it('is limited to the layout column in the mobile view', () => {
    useViewModeStore.setState({ mode: 'd' });
    act(() => showLoading());
    const { rerender } = render(<LoadingOverlay />);
    const desktopClass = screen.getByTestId('loading-overlay').className;
    act(() => useViewModeStore.setState({ mode: 'm' }));
    rerender(<LoadingOverlay />);
    expect(screen.getByTestId('loading-overlay').className).not.toBe(desktopClass);
  });
});
