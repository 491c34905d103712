import { describe, expect, it } from 'vitest';
import { paymentInstructions } from './payment-instructions.js';

const text = (groups: ReturnType<typeof paymentInstructions>) =>
  groups.map((group) => [group.title, ...group.steps].join('\n')).join('\n');

describe('paymentInstructions', () => {
  it('an e-wallet Midtrans charges as QRIS (OVO: a QR, no app link) is scanned in that app', () => {
    const steps = paymentInstructions(
      { name: 'OVO', group: 'ewallet', stored: [] },
      { qr_string: '000201...' },
    );
    expect(steps.map((group) => group.title)).toEqual(['Bayar dengan aplikasi OVO']);
    expect(text(steps)).toMatch(/Buka aplikasi OVO di ponsel Anda/);
    expect(text(steps)).toMatch(/tangkapan layar/);
    expect(text(steps)).not.toMatch(/QRIS|Tekan tombol/);
  });

  it("an e-wallet's stored steps are not used: they cannot know what the charge shows", () => {
    const steps = paymentInstructions(
      {
        name: 'GoPay',
        group: 'ewallet',
        stored: [{ title: 'QRIS', steps: ['Scan QRIS dengan aplikasi apa saja.'] }],
      },
      { redirect_url: 'https://gopay.example/deeplink' },
    );
    expect(steps).toHaveLength(1);
    expect(steps[0]?.steps[0]).toBe('Tekan tombol "Bayar dengan GoPay" di halaman pesanan.');
  });

  it('a method without stored steps gets its group’s, so no charge is shown without any', () => {
    expect(
      paymentInstructions({ name: 'CIMB Virtual Account', group: 'va', stored: [] }, {})[0]?.steps,
    ).toContain('Masukkan nomor Virtual Account yang tertera.');
    expect(text(paymentInstructions({ name: 'Lawson', group: 'retail', stored: [] }, {}))).toMatch(
      /kasir gerai Lawson/,
    );
    expect(text(paymentInstructions({ name: 'QRIS', group: 'qris', stored: [] }, {}))).toMatch(
      /Pindai kode QR/,
    );
  });

  it('stored bank steps are copied, not shared', () => {
    const stored = [{ title: 'ATM BCA', steps: ['Masukkan kartu.'] }];
    const steps = paymentInstructions({ name: 'BCA Virtual Account', group: 'va', stored }, {});
    steps[0]?.steps.push('changed');
    expect(stored[0]?.steps).toEqual(['Masukkan kartu.']);
  });
});
