import type { StaffSalesResult } from '@lintas/domain/staff-operations-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

export interface SalesPeriod {
  dari: string;
  sampai: string;
  /** Admin only: one operator (empty: all). */
  operator_kode: string;
}

const paramsOf = (period: SalesPeriod) => ({
  dari: period.dari,
  sampai: period.sampai,
  ...(period.operator_kode ? { operator_kode: period.operator_kode } : {}),
});

const getSales = (period: SalesPeriod, signal?: AbortSignal) =>
  fetchStaff<StaffSalesResult>({ path: 'staff/penjualan', params: paramsOf(period), signal });

/** GET /api/staff/penjualan: seats sold, capacity, load factor and revenue per day and route. */
export const useSales = (period: SalesPeriod, enabled: boolean) =>
  useQuery(
    queryOptions({
      enabled,
      queryKey: ['staff', 'penjualan', period.dari, period.sampai, period.operator_kode],
      queryFn: ({ signal }) => getSales(period, signal),
      // A new period keeps the last table on screen until its own arrives.
      placeholderData: keepPreviousData,
    }),
  );

export { paramsOf as salesParams };
