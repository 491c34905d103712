import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { fieldError, formProblem } from './form-errors';

describe('a refused write as the form shows it', () => {
  it('puts each field message of a VALIDATION_ERROR under its field, the first per field', () => {
    const problem = formProblem(
      new ApiError({
        kind: 'status',
        code: 'VALIDATION_ERROR',
        message: 'Data tidak valid pada pilihan.1: Pilihan wajib diisi',
        details: {
          fields: [
            { field: 'pilihan.1', message: 'Pilihan wajib diisi' },
            { field: 'pilihan.1', message: 'kedua' },
            { field: 'jawaban', message: 'Jawaban harus salah satu pilihan yang ada' },
            { field: 3, message: 'bukan nama' },
          ],
        },
      }),
    );
    expect(problem.fields).toEqual({
      'pilihan.1': 'Pilihan wajib diisi',
      jawaban: 'Jawaban harus salah satu pilihan yang ada',
    });
    expect(fieldError(problem.fields, 'pilihan.1')).toBe('Pilihan wajib diisi');
    expect(fieldError(problem.fields, 'pilihan')).toBe('Pilihan wajib diisi');
    expect(fieldError(problem.fields, 'pertanyaan')).toBeUndefined();
  });

  it('names the code field for a code already taken, and keeps other refusals whole', () => {
    const message = 'Kode artikel sudah dipakai artikel lain. Pilih kode lain.';
    expect(
      formProblem(new ApiError({ kind: 'status', code: 'CONTENT_CODE_TAKEN', message })),
    ).toEqual({ message, fields: { kode: message } });
    expect(
      formProblem(
        new ApiError({ kind: 'status', code: 'NOT_FOUND', message: 'Banner tidak ditemukan.' }),
      ),
    ).toEqual({ message: 'Banner tidak ditemukan.', fields: {} });
    expect(formProblem(new Error('boom')).fields).toEqual({});
  });
});
