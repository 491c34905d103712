import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { initialBookingData, useBookingStore } from '../../../stores/booking-store';
import { mockApi, ok } from '../../../testing/api-mock';
import { bookerFromProfile, BookerProfilePrefill } from './booker-prefill';

const profile = {
  nama: 'Budi Santoso',
  email: 'budi@example.com',
  telp: '6281234567890',
  jenis_kelamin: null,
  tanggal_lahir: null,
  pekerjaan_id: null,
  pekerjaan_lainnya: null,
  poin: 0,
};
const empty = { name: '', email: '', phonenumber: '' };

beforeEach(() => useBookingStore.setState(initialBookingData()));

describe('booker data from the profile', () => {
  it('fills only the empty fields, the phone in its national form', () => {
    expect(bookerFromProfile(profile, empty)).toEqual({
      name: 'Budi Santoso',
      email: 'budi@example.com',
      phonenumber: '081234567890',
    });
    expect(
      bookerFromProfile(profile, { name: 'Siti', email: '', phonenumber: '0899999999' }),
    ).toEqual({ email: 'budi@example.com' });
    expect(bookerFromProfile({ ...profile, nama: '', email: null, telp: null }, empty)).toEqual({});
  });

  it('fills the store for a logged-in customer, and nothing for a guest', async () => {
    const api = mockApi(() => ok(profile));
    const first = render(
      <AppProvider>
        <BookerProfilePrefill />
      </AppProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    expect(useBookingStore.getState().customer.customer).toEqual(empty);
    first.unmount();

    document.cookie = '_atx=tok; path=/';
    useBookingStore.getState().setCustomer({ phonenumber: '0899999999' });
    render(
      <AppProvider>
        <BookerProfilePrefill />
      </AppProvider>,
    );
    await vi.waitFor(() =>
      expect(useBookingStore.getState().customer.customer).toEqual({
        name: 'Budi Santoso',
        email: 'budi@example.com',
        phonenumber: '0899999999',
      }),
    );
  });
});
