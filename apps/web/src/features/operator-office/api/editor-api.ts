import type { StaffContentOverview } from '@lintas/domain/content-schemas';
import type { StaffFlashSaleOverview } from '@lintas/domain/flashsale-schemas';
import type { StaffSouvenirOverview } from '@lintas/domain/souvenir-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchStaff } from '../../../lib/staff-session';

/**
 * The site's editable things as the console reads them: GET /api/staff/konten (blogs,
 * banners, FAQ), /api/staff/flashsale (sessions, cards, questions) and
 * /api/staff/oleh-oleh (products). Admin only: a petugas would be answered 403, so the
 * screens do not ask for one (`enabled`).
 */
export type EditorArea = 'konten' | 'flashsale' | 'oleh-oleh';

interface Overviews {
  konten: StaffContentOverview;
  flashsale: StaffFlashSaleOverview;
  'oleh-oleh': StaffSouvenirOverview;
}

const overviewKey = (area: EditorArea) => ['staff', 'editor', area] as const;

export function useEditorOverview<A extends EditorArea>(area: A, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: overviewKey(area),
      queryFn: ({ signal }) => fetchStaff<Overviews[A]>({ path: `staff/${area}`, signal }),
      enabled,
    }),
  );
}

/** One write: POST `staff/<area>/<kind>` (new), PUT `.../<id>` (whole row), DELETE `.../<id>`. */
interface EditorWrite {
  kind: string;
  id?: number;
  remove?: boolean;
  body?: unknown;
}

/**
 * Creates, replaces or deletes one row of an area. Whatever the answer, the area is read
 * again: a refusal (a code taken by another admin a moment ago, a row already deleted)
 * may mean the list on screen is out of date too.
 */
export function useEditorWrite(area: EditorArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, remove, body }: EditorWrite) =>
      fetchStaff<unknown>({
        method: remove ? 'DELETE' : id === undefined ? 'POST' : 'PUT',
        path: `staff/${area}/${kind}${id === undefined ? '' : `/${id}`}`,
        data: remove ? undefined : body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: overviewKey(area) }),
  });
}
