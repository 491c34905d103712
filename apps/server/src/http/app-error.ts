import { type ErrorCode, errorCatalogue } from '@lintas/domain/errors';

/**
 * The one error type of the server. It carries the code of the error catalogue, the
 * message a person may read (Indonesian), and optional machine-readable details.
 * Services throw it; the error handler turns it into the failure envelope.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    const entry = errorCatalogue[code];
    super(message ?? entry.message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = entry.status;
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
