import type { PaymentView } from '@lintas/domain/payment-schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useViewModeStore } from '../../stores/view-mode-store';
import { PaymentInstructions } from './payment-instructions';

function charge(overrides: Partial<PaymentView>): PaymentView {
  return {
    payment_kode: 'LNT-A-1',
    status: 'pending',
    jenis_pembayaran_kode: 'GOPAY',
    nama_pembayaran: 'GoPay',
    grup_kode: 'ewallet',
    jumlah: 153_000,
    kedaluwarsa: new Date(Date.now() + 15 * 60_000).toISOString(),
    qr_string: 'LINTAS-SIMULATOR-QRIS|LNT-A-1|153000|12345678',
    redirect_url: 'http://127.0.0.1/simulator/pembayaran/LNT-A-1',
    perlu_refund: false,
    paid_at: null,
    instruksi: [
      { title: 'Bayar di aplikasi GoPay', steps: ['Tekan tombol "Bayar dengan GoPay".'] },
    ],
    ...overrides,
  };
}

describe('payment instructions', () => {
  it("an e-wallet on a phone: the app's button first, its QR for another device, never 'any QRIS app'", () => {
    useViewModeStore.setState({ mode: 'm' });
    render(
      <PaymentInstructions
        payment={charge({})}
        action={<a href="http://127.0.0.1/simulator/pembayaran/LNT-A-1">Bayar dengan GoPay</a>}
      />,
    );
    const link = screen.getByRole('link', { name: 'Bayar dengan GoPay' });
    const qr = screen.getByRole('img', { name: 'Kode QR untuk membayar dengan GoPay' });
    // The button comes before the QR code in reading order.
    expect(link.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('Membayar dari perangkat lain? Pindai kode QR ini dengan aplikasi GoPay.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/QRIS/);
  });

  it("an e-wallet on a desktop: its QR first, scanned with the app on the person's phone", () => {
    useViewModeStore.setState({ mode: 'd' });
    render(
      <PaymentInstructions
        payment={charge({})}
        action={<a href="http://127.0.0.1/simulator/pembayaran/LNT-A-1">Bayar dengan GoPay</a>}
      />,
    );
    const link = screen.getByRole('link', { name: 'Bayar dengan GoPay' });
    const qr = screen.getByRole('img', { name: 'Kode QR untuk membayar dengan GoPay' });
    expect(qr.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByText('Pindai kode QR ini dengan aplikasi GoPay di ponsel Anda.'),
    ).toBeTruthy();
  });

  it('QRIS: any bank or e-wallet app scans it', () => {
    render(
      <PaymentInstructions
        payment={charge({
          jenis_pembayaran_kode: 'QRIS',
          nama_pembayaran: 'QRIS',
          grup_kode: 'qris',
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Kode QRIS untuk membayar' })).toBeTruthy();
    expect(
      screen.getByText('Pindai dengan aplikasi bank atau dompet digital yang mendukung QRIS.'),
    ).toBeTruthy();
  });
});
