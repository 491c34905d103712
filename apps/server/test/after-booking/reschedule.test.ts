import { describeReschedule } from './reschedule.js';

// The embedded database: createTestApp opens a fresh in-memory PGlite.
describeReschedule('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
