import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PointsMap, type MapPoint } from './points-map';

const POINTS: MapPoint[] = [
  {
    id: 1,
    name: 'Pasteur',
    city: 'Bandung',
    address: 'Jl. Dr. Djunjunan No. 151',
    lat: -6.8943,
    lng: 107.5792,
    role: 'naik',
  },
  {
    id: 2,
    name: 'Blok M',
    city: 'Jakarta',
    address: 'Jl. Melawai Raya No. 1',
    lat: -6.2443,
    lng: 106.8007,
    role: 'turun',
  },
];

/** happy-dom lays nothing out: leaflet needs a sized container to ask for tiles. */
const sized = ['clientWidth', 'clientHeight'] as const;
const originals = sized.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));
beforeEach(() => {
  for (const key of sized)
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get: () => (key === 'clientWidth' ? 360 : 240),
    });
});
afterEach(() => {
  sized.forEach((key, i) => {
    const original = originals[i];
    if (original) Object.defineProperty(HTMLElement.prototype, key, original);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key];
  });
});

function expectPointsReadable() {
  const list = screen.getByRole('list', { name: /Daftar titik/ });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Titik naikBandung - PasteurJl. Dr. Djunjunan No. 151'),
    expect.stringContaining('Titik turunJakarta - Blok MJl. Melawai Raya No. 1'),
  ]);
}

describe('PointsMap', () => {
  it('tiles that fail to load leave the markers on a plain ground, a note and the list', async () => {
    const { container } = render(
      <PointsMap
        points={POINTS}
        title="Peta titik Xpress"
        tiles={{ url: 'https://tiles.invalid/{z}/{x}/{y}.png', attribution: '© Peta' }}
      />,
    );
    const figure = container.querySelector('figure')!;
    // Leaflet loads (its own chunk) and asks for tiles from the tile server.
    await waitFor(() => expect(figure.dataset.mapState).toBe('ready'));
    const tileImages = await waitFor(() => {
      const found = container.querySelectorAll<HTMLImageElement>('img.leaflet-tile');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(tileImages[0]!.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.invalid\/\d+\/\d+\/\d+\.png$/,
    );
    expect(figure.dataset.tiles).toBe('loading');

    // The tile server cannot be reached (as in the tests' closed network).
    tileImages[0]!.dispatchEvent(new Event('error'));

    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Peta jalan tidak dapat dimuat\./,
    );
    expect(figure.dataset.tiles).toBe('failed');
    // Markers, each labelled, on the plain ground.
    const labels = [...container.querySelectorAll('.leaflet-tooltip')].map((el) => el.textContent);
    expect(labels).toEqual(['Bandung - Pasteur', 'Jakarta - Blok M']);
    expect(container.querySelectorAll('path.leaflet-interactive').length).toBeGreaterThanOrEqual(2);
    expectPointsReadable();
  });

  it('with no tile server configured the map says so and still marks and lists the points', async () => {
    const { container } = render(
      <PointsMap points={POINTS} title="Peta titik" tiles={{ url: null, attribution: '' }} />,
    );
    expect((await screen.findByRole('status')).textContent).toMatch(/^Peta jalan tidak tersedia\./);
    expect(container.querySelectorAll('img.leaflet-tile')).toHaveLength(0);
    expect(container.querySelectorAll('.leaflet-tooltip')).toHaveLength(2);
    expectPointsReadable();
  });

  it('names the points for a screen reader on the map itself', () => {
    render(<PointsMap points={POINTS} title="Peta titik" tiles={{ url: null, attribution: '' }} />);
    expect(
      screen.getByRole('region', {
        name: 'Peta titik: Titik naik Bandung Pasteur, Titik turun Jakarta Blok M',
      }),
    ).toBeTruthy();
  });
});
