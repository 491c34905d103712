import { ApiError } from '../../../lib/api-client';
import { endStaffSession, fetchStaff } from '../../../lib/staff-session';

/**
 * Signs the staff member out: the server ends the session (POST /api/staff/logout), then
 * this browser forgets it. A failed call still signs out here: a token the server
 * already ended is the outcome wanted, and a person pressing "Keluar" on a broken network
 * must not stay signed in on a shared office computer.
 */
export async function staffLogout(): Promise<void> {
  try {
    await fetchStaff<{ keluar: true }>({ method: 'POST', path: 'staff/logout' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  } finally {
    endStaffSession('signed-out');
  }
}
