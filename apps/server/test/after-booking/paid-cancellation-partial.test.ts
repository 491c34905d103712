import { describePartialCancellation } from './paid-cancellation-partial.js';

// The embedded database: createTestApp opens a fresh in-memory PGlite.
describePartialCancellation('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
