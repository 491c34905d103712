import { describeLimitsPerTarget } from '../limits/limits-per-target.js';

// The embedded database: createTestApp opens a fresh in-memory PGlite.
describeLimitsPerTarget('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
