import type { Referral } from '@lintas/domain/customer-schemas';
import { randomCode } from '../../lib/random.js';
import type { CustomerRepository } from './customer.repository.js';
import { isUniqueViolation } from '../../db/sql-state.js';

/** 31^8 codes: a clash is rare, and retried with a new draw. */
const CODE_LENGTH = 8;
const DRAWS = 3;

/**
 * Referral (issue 9, spec §7 GET {product}/referral): a customer's code and the link to
 * share; a visitor who signs up from the link is recorded as brought in by this customer
 * (customer-login's `kode_referral`, CustomerRepository.recordReferrer). The code is
 * drawn on the first ask and kept for good, so a link already shared never breaks.
 */
export class CustomerReferralService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly publicBaseUrl: string,
  ) {}

  async referral(customerId: number): Promise<Referral> {
    const code = await this.codeOf(customerId);
    const link = `${this.publicBaseUrl.replace(/\/+$/, '')}/?ref=${code}`;
    return {
      kode: code,
      link,
      jumlah_teman: await this.customers.countReferred(customerId),
      pesan:
        `Pesan tiket bus & shuttle antarkota di Lintas, e-tiket langsung di ponsel. ` +
        `Daftar lewat tautan saya (kode ${code}): ${link}`,
    };
  }

  private async codeOf(customerId: number): Promise<string> {
    const held = await this.customers.referralCodeOf(customerId);
    if (held) return held;
    for (let draw = 1; ; draw++) {
      try {
        return await this.customers.assignReferralCode(customerId, randomCode(CODE_LENGTH));
      } catch (error) {
        if (!isUniqueViolation(error) || draw >= DRAWS) throw error;
      }
    }
  }
}
