import { describeTicketFile } from './ticket-file.js';

// The embedded database: createTestApp opens a fresh in-memory PGlite.
describeTicketFile('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
