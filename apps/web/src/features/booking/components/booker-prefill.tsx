import type { CustomerProfile } from '@lintas/domain/customer-schemas';
import { useEffect, useRef } from 'react';
import { useCustomerProfile } from '../../../hooks/use-customer-profile';
import { useBookingStore } from '../../../stores/booking-store';
import { cleanTyping } from './booker-form-rules';

type Booker = { name: string; email: string; phonenumber: string };

/**
 * The booker fields a logged-in customer's profile fills: only those still empty, each
 * cleaned by the same rules as typing (letters for the name, digits for the phone). The
 * server keeps phones as 62…; the form shows the national 0… that people type.
 */
export function bookerFromProfile(profile: CustomerProfile, current: Booker): Partial<Booker> {
  const fill: Partial<Booker> = {};
  const name = cleanTyping('name', profile.nama.trim()).value;
  if (current.name.trim() === '' && name) fill.name = name;
  if (current.email.trim() === '' && profile.email) fill.email = profile.email.trim();
  const digits = (profile.telp ?? '').replace(/\D/g, '');
  const national = digits.startsWith('62') ? `0${digits.slice(2)}` : digits;
  const phone = cleanTyping('phonenumber', national).value;
  if (current.phonenumber.trim() === '' && phone) fill.phonenumber = phone;
  return fill;
}

/**
 * Renders nothing: when a customer is logged in, fills the empty booker fields (name,
 * e-mail, phone) from their profile, a login benefit (spec §1). Once per visit, so a
 * field the person clears afterwards stays cleared. "Sama dengan pemesan" then carries
 * the name to the first passenger as for typed names. Composed beside <BookerPage/> by
 * the route.
 */
export function BookerProfilePrefill() {
  const profile = useCustomerProfile().data;
  const done = useRef(false);
  useEffect(() => {
    if (!profile || done.current) return;
    done.current = true;
    const store = useBookingStore.getState();
    const fill = bookerFromProfile(profile, store.customer.customer);
    if (Object.keys(fill).length > 0) store.setCustomer(fill);
  }, [profile]);
  return null;
}
