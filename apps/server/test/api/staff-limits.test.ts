import { describeStaffLimits } from '../limits/staff-limits.js';

// The embedded database: createStaffTestApp opens a fresh in-memory PGlite.
describeStaffLimits('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
