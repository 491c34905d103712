import { describeStaffPolicyDesk } from './staff-policy.js';

// The embedded database: openStaffDesk opens a fresh in-memory PGlite.
describeStaffPolicyDesk('PGlite', () => Promise.resolve({ dispose: () => Promise.resolve() }));
