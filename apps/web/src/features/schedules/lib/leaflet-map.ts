import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

/**
 * The leaflet side of the pickup and drop-off map (decision 0018). Imported dynamically by
 * PointsMap, so leaflet and its stylesheet load only when a person opens a map.
 */

export interface MapTiles {
  /** An XYZ template ('https://…/{z}/{x}/{y}.png'); null: no tiles. */
  url: string | null;
  attribution: string;
}

/** loading: waiting for the first tile; loaded: streets drawn; failed / none: a plain ground. */
export type TileState = 'loading' | 'loaded' | 'failed' | 'none';

export interface LocatedPoint {
  id: number;
  name: string;
  city: string;
  role: 'naik' | 'turun' | 'transit';
  lat: number;
  lng: number;
}

/** The same colours as the list's dots (points-map.module.css). */
const ROLE_COLOUR: Record<LocatedPoint['role'], string> = {
  naik: '#1646a8',
  transit: '#b54708',
  turun: '#067647',
};

/** No tile after this long (a tile server that never answers) counts as failed. */
const FIRST_TILE_TIMEOUT_MS = 8000;

/**
 * Draws the points on a leaflet map inside `container`: a labelled circle per point (vector
 * markers: no marker images to fetch), a dashed line boarding -> transfer -> drop-off, the
 * view fitted to them. Tiles from `tiles.url`; `onTiles` hears whether they drew. Returns
 * the clean-up.
 */
export function drawPointsMap(
  container: HTMLElement,
  points: readonly LocatedPoint[],
  tiles: MapTiles,
  onTiles: (state: TileState) => void,
): () => void {
  const map = L.map(container, {
    // A page scrolls over the map: the wheel and, on a touch screen, one finger scroll the
    // page; the map zooms with its buttons or two fingers, and is fitted to its points.
    scrollWheelZoom: false,
    dragging: !L.Browser.mobile,
    attributionControl: true,
    zoomSnap: 0.5,
  });
  map.attributionControl.setPrefix(false);

  let timer: ReturnType<typeof setTimeout> | undefined;
  if (tiles.url) {
    let loaded = 0;
    let settled = false;
    const settle = (state: TileState) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      onTiles(state);
    };
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 })
      .on('tileload', () => {
        loaded += 1;
        settle('loaded');
      })
      // One tile in error while none has drawn: the server is not reachable, say so at once.
      .on('tileerror', () => {
        if (loaded === 0) settle('failed');
      })
      .addTo(map);
    timer = setTimeout(() => settle('failed'), FIRST_TILE_TIMEOUT_MS);
  } else {
    onTiles('none');
  }

  const order = { naik: 0, transit: 1, turun: 2 } as const;
  const byRole = (role: LocatedPoint['role']) => points.filter((p) => p.role === role);
  const centre = (group: readonly LocatedPoint[]): L.LatLngExpression | null =>
    group.length === 0
      ? null
      : [
          group.reduce((sum, p) => sum + p.lat, 0) / group.length,
          group.reduce((sum, p) => sum + p.lng, 0) / group.length,
        ];
  const line = (['naik', 'transit', 'turun'] as const)
    .map((role) => centre(byRole(role)))
    .filter((c): c is L.LatLngExpression => c !== null);
  if (line.length > 1)
    L.polyline(line, { color: '#1646a8', weight: 3, opacity: 0.6, dashArray: '6 6' }).addTo(map);

  for (const point of [...points].sort((a, b) => order[a.role] - order[b.role])) {
    L.circleMarker([point.lat, point.lng], {
      radius: 8,
      color: '#ffffff',
      weight: 2,
      fillColor: ROLE_COLOUR[point.role],
      fillOpacity: 1,
    })
      .bindTooltip(`${point.city} - ${point.name}`, {
        permanent: true,
        // Right of a point in the map's west half, left in the east: labels stay inside.
        direction: 'auto',
        offset: [8, 0],
        className: 'lintas-map-label',
      })
      .addTo(map);
  }

  const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
  if (points.length === 1) map.setView(bounds.getCenter(), 15);
  else map.fitBounds(bounds, { padding: [36, 36], maxZoom: 15 });

  return () => {
    clearTimeout(timer);
    map.remove();
  };
}
