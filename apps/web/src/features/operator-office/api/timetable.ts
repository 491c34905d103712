import type {
  StaffLayoutCreateBody,
  StaffLayoutResult,
  StaffLayoutsResult,
  StaffLayoutUpdateBody,
  StaffRouteCreateBody,
  StaffRouteResult,
  StaffRoutesResult,
  StaffRouteUpdateBody,
  StaffScheduleCreateBody,
  StaffScheduleCreateResult,
} from '@lintas/domain/staff-timetable-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';
import { faresKey } from './get-fares';

/** Routes, layouts and the fares page read the same timetable: a save refreshes them all. */
const routesKey = ['staff', 'rute'] as const;
const layoutsKey = ['staff', 'denah'] as const;

/** GET /api/staff/rute: the routes with stops and schedules, and the point picker's list. */
export const useStaffRoutes = (operatorCode: string) =>
  useQuery(
    queryOptions({
      queryKey: [...routesKey, operatorCode],
      queryFn: ({ signal }) =>
        fetchStaff<StaffRoutesResult>({
          path: 'staff/rute',
          params: { operator_kode: operatorCode },
          signal,
        }),
      enabled: operatorCode !== '',
    }),
  );

/** GET /api/staff/denah: the operator's layouts and the shared ones, with seats booked. */
export const useStaffLayouts = (operatorCode: string) =>
  useQuery(
    queryOptions({
      queryKey: [...layoutsKey, operatorCode],
      queryFn: ({ signal }) =>
        fetchStaff<StaffLayoutsResult>({
          path: 'staff/denah',
          params: { operator_kode: operatorCode },
          signal,
        }),
      enabled: operatorCode !== '',
    }),
  );

function useTimetableRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: routesKey }),
      queryClient.invalidateQueries({ queryKey: layoutsKey }),
      queryClient.invalidateQueries({ queryKey: faresKey }),
    ]);
}

/** POST /api/staff/rute (no code yet) or PUT /api/staff/rute/:kode. */
export function useSaveRoute() {
  const refresh = useTimetableRefresh();
  return useMutation({
    mutationFn: (
      save:
        { kode: null; body: StaffRouteCreateBody } | { kode: string; body: StaffRouteUpdateBody },
    ) =>
      save.kode === null
        ? fetchStaff<StaffRouteResult>({ method: 'POST', path: 'staff/rute', data: save.body })
        : fetchStaff<StaffRouteResult>({
            method: 'PUT',
            path: `staff/rute/${encodeURIComponent(save.kode)}`,
            data: save.body,
          }),
    onSuccess: refresh,
  });
}

/** POST /api/staff/rute/:kode/jadwal: a new schedule, on sale from today. */
export function useCreateSchedule() {
  const refresh = useTimetableRefresh();
  return useMutation({
    mutationFn: ({ kode, body }: { kode: string; body: StaffScheduleCreateBody }) =>
      fetchStaff<StaffScheduleCreateResult>({
        method: 'POST',
        path: `staff/rute/${encodeURIComponent(kode)}/jadwal`,
        data: body,
      }),
    onSuccess: refresh,
  });
}

/** POST /api/staff/denah (no code yet) or PUT /api/staff/denah/:kode. */
export function useSaveLayout() {
  const refresh = useTimetableRefresh();
  return useMutation({
    mutationFn: (
      save:
        { kode: null; body: StaffLayoutCreateBody } | { kode: string; body: StaffLayoutUpdateBody },
    ) =>
      save.kode === null
        ? fetchStaff<StaffLayoutResult>({ method: 'POST', path: 'staff/denah', data: save.body })
        : fetchStaff<StaffLayoutResult>({
            method: 'PUT',
            path: `staff/denah/${encodeURIComponent(save.kode)}`,
            data: save.body,
          }),
    onSuccess: refresh,
  });
}
