import { reservationCalls } from './calls/reservations.js';
import { describeSpecCalls } from './describe-spec-calls.js';

describeSpecCalls('spec §7 Reservations', reservationCalls);
