/**
 * The few log calls services make, so they depend on no logging library: Fastify's
 * (pino) logger fits it, and tests pass a recording one.
 */
export interface ServiceLogger {
  /** Optional: only what a person running the server wants to read (the development outbox). */
  info?(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** For services built without a logger (scripts, tests that do not look). */
export const silentLogger: ServiceLogger = { warn() {}, error() {} };
