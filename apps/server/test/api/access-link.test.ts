import { describeAccessLink } from '../limits/access-link.js';

// The embedded database: createTestApp opens a fresh in-memory PGlite.
describeAccessLink('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
