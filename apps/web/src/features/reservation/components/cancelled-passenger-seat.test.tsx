import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detail } from '../testing/fixtures';
import { ETicket } from '../../../components/ticket/e-ticket';
import { TripLegs } from '../../../components/ticket/trip-legs';

function legsWithSitiCancelled() {
  const [leg] = detail().perjalanan;
  const seat = { harga: 150000, promo_kode: null, diskon_promo: 0 };
  return [
    {
      ...leg!,
      kursi: [
        { ...seat, no: '1', nama: 'Budi Santoso', dibatalkan: false },
        { ...seat, no: '2', nama: 'Siti Aminah', dibatalkan: true },
      ],
    },
  ];
}

describe('TripLegs seats', () => {
  it("the e-ticket's list of passengers names only those who still board with it", () => {
    render(
      <ETicket detail={{ ...detail({ status: 'paid' }), perjalanan: legsWithSitiCancelled() }} />,
    );
    const heading = screen.getByRole('heading', { name: 'Penumpang' });
    const list = within(heading.parentElement!).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Budi Santoso']);
  });

  it('strikes through a passenger cancelled out of the booking and says Dibatalkan (decision 0046)', () => {
    const [leg] = detail().perjalanan;
    const legs = [
      {
        ...leg!,
        kursi: [
          {
            no: '1',
            nama: 'Budi Santoso',
            harga: 150000,
            promo_kode: null,
            diskon_promo: 0,
            dibatalkan: false,
          },
          {
            no: '2',
            nama: 'Siti Aminah',
            harga: 150000,
            promo_kode: null,
            diskon_promo: 0,
            dibatalkan: true,
          },
        ],
      },
    ];
    render(<TripLegs legs={legs} />);
    const siti = screen.getByText('Siti Aminah');
    expect(siti.tagName).toBe('S');
    expect(siti.closest('li')?.textContent).toBe('Kursi 2 Siti Aminah Dibatalkan');
    const budi = screen.getByText('Budi Santoso', { selector: 'li' });
    expect(budi.textContent).toBe('Kursi 1 Budi Santoso');
    expect(screen.getAllByText('Dibatalkan')).toHaveLength(1);
  });
});
