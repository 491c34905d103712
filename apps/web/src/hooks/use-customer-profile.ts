import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomerProfile, readStoredProfile } from '../lib/customer-api';
import { isLoggedIn } from '../lib/session';

export const customerProfileKey = ['customer-profil'] as const;

/** The logged-in customer's profile, cached for a few minutes (the name rarely changes). */
export const customerProfileQuery = () =>
  queryOptions({
    queryKey: customerProfileKey,
    queryFn: ({ signal }) => getCustomerProfile(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The profile when logged in (spec §4 "Session": with an empty cookie the profile is not
 * loaded). `withStoredCopy` shows the copy kept in session storage while the fresh one
 * loads (the header's name); screens that decide on the profile (signup) leave it off.
 */
export function useCustomerProfile(options: { withStoredCopy?: boolean } = {}) {
  const loggedIn = isLoggedIn();
  return useQuery({
    ...customerProfileQuery(),
    enabled: loggedIn,
    ...(options.withStoredCopy ? { placeholderData: readStoredProfile } : {}),
  });
}
