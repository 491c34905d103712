import {
  type CustomerProfile,
  type customerUpdateBodySchema,
  GENDERS,
} from '@lintas/domain/customer-schemas';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { BUSINESS_ZONE, localDate } from '../../lib/zoned-time.js';
import type { CustomerRepository } from './customer.repository.js';

/** The earliest birth date the profile accepts. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_ERROR', `Data tidak valid pada ${field}: ${message}`, {
    fields: [{ field, message }],
  });
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** customer-profil and customer-update-data: the logged-in customer's own account. */
export class CustomerProfileService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly clock: Clock,
  ) {}

  async profile(customerId: number): Promise<CustomerProfile> {
    const row = await this.customers.findById(customerId);
    // A token outlives nothing it belongs to, but a deleted account must not answer.
    if (!row) throw new AppError('SESSION_EXPIRED');
    const gender = GENDERS.find((value) => value === row.gender) ?? null;
    return {
      nama: row.name,
      email: row.email,
      telp: row.phone,
      jenis_kelamin: gender,
      tanggal_lahir: row.birth_date,
      pekerjaan_id: row.occupation_id,
      pekerjaan_lainnya: row.occupation_other,
      poin: row.points_balance,
    };
  }

  /**
   * Changes what the body carries: `nama` always, the other fields when sent (signup
   * sends only the name and must not clear the rest). An occupation is replaced whole:
   * a new `pekerjaan_id` without `pekerjaan_lainnya` drops the old words.
   */
  async update(
    customerId: number,
    body: z.output<typeof customerUpdateBodySchema>,
  ): Promise<CustomerProfile> {
    const name = body.nama.trim().replace(/\s+/g, ' ');
    const birthDate = body.tanggal_lahir ?? undefined;
    if (birthDate !== undefined) {
      if (!isCalendarDate(birthDate) || birthDate < EARLIEST_BIRTH_DATE)
        throw invalid('tanggal_lahir', 'Tanggal lahir tidak valid');
      if (birthDate > localDate(this.clock.now(), BUSINESS_ZONE))
        throw invalid('tanggal_lahir', 'Tanggal lahir tidak boleh setelah hari ini');
    }
    const occupationId = body.pekerjaan_id ?? undefined;
    const other = body.pekerjaan_lainnya?.trim() || null;
    if (occupationId === undefined && other !== null)
      throw invalid('pekerjaan_id', 'Pilih pekerjaan terlebih dahulu');
    const updated = await this.customers.updateProfile(customerId, {
      name,
      ...(body.jenis_kelamin ? { gender: body.jenis_kelamin } : {}),
      ...(birthDate ? { birthDate } : {}),
      ...(occupationId !== undefined ? { occupation: { id: occupationId, other } } : {}),
    });
    if (!updated) throw new AppError('SESSION_EXPIRED');
    return this.profile(customerId);
  }
}
