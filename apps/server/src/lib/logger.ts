/**
 * The few log calls services make, so they depend on no logging library: Fastify's
 * (pino) logger fits it, and tests pass a recording one.
 */
export interface ServiceLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** For services built without a logger (scripts, tests that do not look). */
export const silentLogger: ServiceLogger = { warn() {}, error() {} };
