import { describeDepartureStatus } from './departure-status.js';

// The embedded database: openStaffDesk opens a fresh in-memory PGlite.
describeDepartureStatus('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
