import { describeRescheduleRefusals } from './reschedule-refusals.js';

// The embedded database: createTestApp opens a fresh in-memory PGlite.
describeRescheduleRefusals('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
