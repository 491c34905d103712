import { describePaidCancellation } from './paid-cancellation.js';

// The embedded database: createTestApp opens a fresh in-memory PGlite.
describePaidCancellation('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
