import { describeTicketFile } from '../after-booking/ticket-file.js';
import { openPgTestDatabase } from './pg-test-database.js';

describeTicketFile('PostgreSQL', openPgTestDatabase);
