import type { StaffManifestResult } from '@lintas/domain/staff-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';
import type { DepartureKey } from '../lib/departure-key';

const getManifest = (key: DepartureKey, signal?: AbortSignal) =>
  fetchStaff<StaffManifestResult>({ path: 'staff/manifest', params: { ...key }, signal });

const manifestQueryKey = (key: DepartureKey) =>
  ['staff', 'manifest', key.operator_kode, key.jadwal_kode, key.tanggal] as const;

/** GET /api/staff/manifest: a departure's paid passengers and their boarding status. */
export const useManifest = (key: DepartureKey) =>
  useQuery(
    queryOptions({
      queryKey: manifestQueryKey(key),
      queryFn: ({ signal }) => getManifest(key, signal),
      // Other petugas board passengers of the same departure at another door.
      refetchInterval: 30_000,
    }),
  );
