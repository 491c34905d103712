import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FacilityIcon } from './facility-icon';
import { initialsOf, markColour, OperatorLogo } from './operator-logo';
import { PaymentBadge } from './payment-badge';

describe('OperatorLogo', () => {
  it("shows the operator's logo when the catalogue has one", () => {
    const { container } = render(
      <OperatorLogo name="Xpress Trans Priangan" code="XTR" logo="/images/operators/xtr.svg" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/operators/xtr.svg');
    // Decorative: the name is written beside it.
    expect(img.getAttribute('alt')).toBe('');
  });

  it('without a logo draws the initials on the operator colour, never an image', () => {
    const { container } = render(
      <OperatorLogo name="Xpress Trans Priangan" code="XTR" logo={null} />,
    );
    expect(container.querySelector('img')).toBeNull();
    const mark = container.querySelector<HTMLElement>('[data-operator-initials="XTR"]')!;
    expect(mark.textContent).toBe('XT');
    expect(mark.style.background).toBe(markColour('XTR'));
  });

  it('a logo that fails to load is replaced by the initials (no broken image)', () => {
    const { container } = render(
      <OperatorLogo name="Bayu Raya Shuttle" code="BRY" logo="/images/operators/hilang.svg" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-operator-initials="BRY"]')!.textContent).toBe('BR');
  });

  it('initials: two words, one word, or the code', () => {
    expect(initialsOf('Lintas Timur Mandiri')).toBe('LT');
    expect(initialsOf('Arunika')).toBe('AR');
    expect(initialsOf('  ', 'KJT')).toBe('KJ');
  });
});

describe('PaymentBadge', () => {
  it('draws the brand badge inline when the method has no logo, or its logo fails', () => {
    const { container, rerender } = render(
      <PaymentBadge code="GOPAY" name="GoPay" group="ewallet" logo={null} />,
    );
    const drawn = container.querySelector('svg[data-payment-badge="GOPAY"]')!;
    expect(drawn.querySelector('text')!.textContent).toBe('GoPay');

    rerender(
      <PaymentBadge code="BCA_VA" name="BCA Virtual Account" group="va" logo="/x/bca.svg" />,
    );
    fireEvent.error(container.querySelector('img[data-payment-badge="BCA_VA"]')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg[data-payment-badge="BCA_VA"] text')!.textContent).toBe(
      'BCA',
    );
  });

  it('a method it does not know is named by its own name, without the group words', () => {
    const { container } = render(
      <PaymentBadge code="BSI_VA" name="BSI Virtual Account" group="va" logo={null} />,
    );
    expect(container.querySelector('text')!.textContent).toBe('BSI');
  });
});

describe('FacilityIcon', () => {
  it('is an SVG for every facility, known or not', () => {
    for (const code of ['mineral-water', 'ac', 'baggage', 'sesuatu-baru']) {
      const { container, unmount } = render(<FacilityIcon code={code} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M/);
      unmount();
    }
  });
});
