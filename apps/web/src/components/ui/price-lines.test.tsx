import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLines } from './price-lines';

describe('PriceLines', () => {
  it('renders each line by its type: minus for less, plus for add, a total row, points apart, normal otherwise', () => {
    render(
      <PriceLines
        lines={[
          { title: 'Harga Tiket Pergi (1 kursi)', value: 150000, type: 'normal' },
          { title: 'Voucher LINTASHEMAT', value: 15000, type: 'less' },
          { title: 'Asuransi Refund', value: 5000, type: 'add' },
          { title: 'Potongan Poin', value: 2000, type: 'potongan-point' },
          { title: 'Poin didapat', value: 1500, type: 'cashback-point' },
          { title: 'Lain-lain', value: 100, type: 'unknown' as never },
          { title: 'Total Pembayaran', value: 138000, type: 'total' },
        ]}
      />,
    );
    const row = (title: string) => screen.getByText(title).closest('[data-type]') as HTMLElement;
    expect(row('Harga Tiket Pergi (1 kursi)').dataset.type).toBe('normal');
    expect(row('Harga Tiket Pergi (1 kursi)').querySelector('dd')?.textContent).toBe(
      'Rp\u00a0150.000',
    );
    expect(row('Voucher LINTASHEMAT').dataset.type).toBe('less');
    expect(row('Voucher LINTASHEMAT').querySelector('dd [aria-hidden]')?.textContent).toBe(
      '−Rp\u00a015.000',
    );
    expect(row('Voucher LINTASHEMAT').className).toMatch(/less/);
    expect(row('Asuransi Refund').querySelector('dd [aria-hidden]')?.textContent).toBe(
      '+Rp\u00a05.000',
    );
    expect(row('Potongan Poin').dataset.type).toBe('potongan-point');
    expect(row('Potongan Poin').querySelector('dd [aria-hidden]')?.textContent).toBe(
      '−Rp\u00a02.000',
    );
    expect(row('Poin didapat').dataset.type).toBe('cashback-point');
    expect(row('Poin didapat').querySelector('dd [aria-hidden]')?.textContent).toBe('1.500 poin');
    expect(row('Lain-lain').dataset.type).toBe('normal');
    expect(row('Total Pembayaran').dataset.type).toBe('total');
    expect(row('Total Pembayaran').className).toMatch(/total/);
    // Screen readers hear the word, not a lone minus sign.
    expect(row('Voucher LINTASHEMAT').textContent).toContain('potongan Rp\u00a015.000');
  });
});
