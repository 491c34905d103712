import { ApiError, errorMessage } from '../../../lib/api-client';

/** A form's messages: under each field by its name (`pilihan.1` for a list's second item). */
export type FieldErrors = Readonly<Record<string, string>>;

export interface FormProblem {
  /** Shown above the form: what went wrong, or where to look. */
  message: string;
  fields: FieldErrors;
}

/** Errors the server names a field for without a VALIDATION_ERROR (a code already taken). */
const FIELD_OF_CODE: Partial<Record<string, string>> = { CONTENT_CODE_TAKEN: 'kode' };

/**
 * What a refused write means for the form. The server validates every write with the
 * domain's schemas and answers each field's Indonesian message in `details.fields`
 * (`{field, message}`); the console shows those under their fields rather than checking
 * the rules a second time in the browser, so the two can never disagree.
 */
export function formProblem(error: unknown): FormProblem {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return { message, fields: {} };
  const listed = (error.details as { fields?: unknown } | undefined)?.fields;
  const fields: Record<string, string> = {};
  if (Array.isArray(listed)) {
    for (const item of listed as Array<{ field?: unknown; message?: unknown }>) {
      if (typeof item.field !== 'string' || typeof item.message !== 'string') continue;
      fields[item.field] ??= item.message;
    }
  }
  const codeField = FIELD_OF_CODE[error.code];
  if (codeField) fields[codeField] ??= message;
  return { message, fields };
}

/** The message for a field: its own, or the first of its items (`syarat` for `syarat.2`). */
export function fieldError(fields: FieldErrors, name: string): string | undefined {
  if (fields[name]) return fields[name];
  const prefix = `${name}.`;
  const key = Object.keys(fields).find((item) => item.startsWith(prefix));
  return key ? fields[key] : undefined;
}
