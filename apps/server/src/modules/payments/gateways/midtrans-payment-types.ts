import type { PaymentMethodRef } from './payment-gateway.js';

/**
 * How one of our payment methods is asked for in a Midtrans charge. Methods are mapped
 * by their group (va, ewallet, qris, retail) with the method code naming the bank or
 * store, so a new bank's `XYZ_VA` works without a code change.
 */
export interface MidtransChargeShape {
  payment_type: 'bank_transfer' | 'echannel' | 'gopay' | 'shopeepay' | 'qris' | 'cstore';
  /** The payment-type-specific object of the charge body, e.g. `{ bank_transfer: { bank } }`. */
  options: Record<string, unknown>;
}

export function midtransChargeShape(
  method: PaymentMethodRef,
  description: string,
): MidtransChargeShape {
  const code = method.code.toUpperCase();
  switch (method.groupCode) {
    case 'va': {
      // Mandiri's virtual account is a bill payment (company code + bill key).
      if (code.startsWith('MANDIRI')) {
        return {
          payment_type: 'echannel',
          options: {
            echannel: { bill_info1: 'Pembayaran:', bill_info2: description.slice(0, 10) },
          },
        };
      }
      const bank = code.replace(/_?(VA|VIRTUAL_ACCOUNT)$/, '').toLowerCase();
      return { payment_type: 'bank_transfer', options: { bank_transfer: { bank } } };
    }
    case 'ewallet':
      if (code === 'GOPAY')
        return { payment_type: 'gopay', options: { gopay: { enable_callback: false } } };
      if (code === 'SHOPEEPAY') return { payment_type: 'shopeepay', options: { shopeepay: {} } };
      // Midtrans has no direct charge for OVO, DANA or LinkAja; their apps pay QRIS.
      return { payment_type: 'qris', options: { qris: { acquirer: 'gopay' } } };
    case 'qris':
      return { payment_type: 'qris', options: { qris: { acquirer: 'gopay' } } };
    case 'retail':
      return {
        payment_type: 'cstore',
        options: { cstore: { store: code.toLowerCase(), message: description.slice(0, 20) } },
      };
  }
}
