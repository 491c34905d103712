import type { z } from 'zod';
import type { ApiInstance } from './api-instance.js';
import { AppError } from './app-error.js';
import type { StaffPrincipal } from './authentication.js';
import { ok, okSchema } from './envelope.js';

/**
 * What the staff routes of several modules share: the signed-in staff member of a request
 * and the admin editing routes (create, replace, delete) of one kind of record.
 */

/** The staff member of a route with `config: { access: 'staff' }`. */
export function staffOf(request: { staff: StaffPrincipal | null }): StaffPrincipal {
  // access 'staff' lets no request through without one; this only narrows the type.
  if (request.staff === null) throw new AppError('STAFF_SESSION_EXPIRED');
  return request.staff;
}

/** The access line of every admin editing route's documentation. */
export const STAFF_EDIT_NOTE =
  'Wajib token Bearer staf dari /api/staff/login dengan peran admin (petugas: 403). Setiap ' +
  'perubahan dicatat di log audit staf.';

export const staffRouteOptions = {
  tags: ['staf'],
  security: [{ staff: [] }],
  config: { access: 'staff' as const },
};

/** One kind of record an admin edits: POST `path`, PUT and DELETE `path/:id`. */
export interface StaffEditableKind<Body> {
  /** Under /api, e.g. '/staff/konten/blog'. */
  path: string;
  /** What the summaries name, e.g. 'artikel blog'. */
  label: string;
  body: z.ZodType<Body>;
  params: z.ZodType<{ id: number }>;
  writeResult: z.ZodType;
  deleteResult: z.ZodType;
  /** Creates (no id) or replaces (id) the record; the service checks the role and audits. */
  save: (staff: StaffPrincipal, body: Body, id?: number) => Promise<unknown>;
  remove: (staff: StaffPrincipal, id: number) => Promise<unknown>;
  /** Appended to the documentation of create and replace (rules of the fields). */
  saveNote?: string;
  /** Appended to the documentation of delete (what refuses it, what follows). */
  removeNote?: string;
}

/**
 * Registers the three editing routes of `kind`. The schemas validate before the handler
 * runs, so `save` receives a body of its own kind; the role check and the audit entry are
 * the service's, in the transaction of the change (decision 0014).
 */
export function registerStaffEditing<Body>(api: ApiInstance, kind: StaffEditableKind<Body>) {
  const { tags, security, config } = staffRouteOptions;
  const saveNote = kind.saveNote ? ` ${kind.saveNote}` : '';
  const removeNote = kind.removeNote ? ` ${kind.removeNote}` : '';

  api.post(
    kind.path,
    {
      config,
      schema: {
        tags,
        summary: `Buat ${kind.label}`,
        description: `${STAFF_EDIT_NOTE}${saveNote}`,
        security,
        body: kind.body,
        response: { 200: okSchema(kind.writeResult) },
      },
    },
    async (request) => ok(await kind.save(staffOf(request), request.body as Body)),
  );

  api.put(
    `${kind.path}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Ubah ${kind.label} (seluruh isian)`,
        description: `${STAFF_EDIT_NOTE} Tidak ada: 404.${saveNote}`,
        security,
        params: kind.params,
        body: kind.body,
        response: { 200: okSchema(kind.writeResult) },
      },
    },
    async (request) =>
      ok(
        await kind.save(
          staffOf(request),
          request.body as Body,
          (request.params as { id: number }).id,
        ),
      ),
  );

  api.delete(
    `${kind.path}/:id`,
    {
      config,
      schema: {
        tags,
        summary: `Hapus ${kind.label}`,
        description: `${STAFF_EDIT_NOTE} Tidak ada: 404.${removeNote}`,
        security,
        params: kind.params,
        response: { 200: okSchema(kind.deleteResult) },
      },
    },
    async (request) =>
      ok(await kind.remove(staffOf(request), (request.params as { id: number }).id)),
  );
}
