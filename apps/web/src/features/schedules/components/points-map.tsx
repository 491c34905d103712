import { useEffect, useRef, useState } from 'react';
import { mapTiles } from '../../../config/site';
import { openMap } from '../../../lib/native-bridge';
import { Button } from '../../../components/ui/button';
import type { MapTiles, TileState } from '../lib/leaflet-map';
import styles from './points-map.module.css';

export interface MapPoint {
  id: number;
  name: string;
  city: string;
  address: string;
  lat: number | null;
  lng: number | null;
  role: 'naik' | 'turun' | 'transit';
}

const ROLE_LABEL: Record<MapPoint['role'], string> = {
  naik: 'Titik naik',
  turun: 'Titik turun',
  transit: 'Titik transit',
};

const ROLE_ORDER = { naik: 0, transit: 1, turun: 2 } as const;

/** What the map says under itself when it has no streets to draw. */
const TILE_NOTES: Partial<Record<TileState, string>> = {
  failed:
    'Peta jalan tidak dapat dimuat. Titik naik dan turun tetap ditandai di atas dan tertulis di bawah ini.',
  none: 'Peta jalan tidak tersedia. Titik naik dan turun ditandai di atas dan tertulis di bawah ini.',
};

/** The map drawn with leaflet, loaded only when a person opens it (its own chunk). */
type MapState = 'loading' | 'ready' | 'unavailable';

function located(points: readonly MapPoint[]): Array<MapPoint & { lat: number; lng: number }> {
  return points.filter(
    (p): p is MapPoint & { lat: number; lng: number } => p.lat !== null && p.lng !== null,
  );
}

/**
 * A map of the pickup, transfer and drop-off points: leaflet with the configured tile
 * server's streets (config/site mapTiles), boarding points in blue, drop-off in green,
 * transfer in amber, each labelled. When the tiles cannot load (no connection, the tile
 * server down, the tests' closed network) the markers stay on a plain ground and a note
 * says so; the list under the map always names every point with its address and an "Buka
 * di peta" action (the native map, or a new tab), so the points are readable whatever
 * the map manages. Should leaflet itself fail to load, the list is the map.
 */
export function PointsMap({
  points,
  title,
  tiles = mapTiles(),
}: {
  points: readonly MapPoint[];
  title: string;
  tiles?: MapTiles;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [mapState, setMapState] = useState<MapState>('loading');
  const [tileState, setTileState] = useState<TileState>(tiles.url ? 'loading' : 'none');
  const placed = located(points);
  const ordered = [...points].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
  // The markers depend on the points' identity and place, not on the array's.
  const placedKey = placed.map((p) => `${p.role}:${p.id}:${p.lat}:${p.lng}`).join('|');

  useEffect(() => {
    const container = containerRef.current;
    if (!container || placedKey === '') return;
    let disposed = false;
    let destroy: (() => void) | undefined;
    import('../lib/leaflet-map')
      .then(({ drawPointsMap }) => {
        if (disposed) return;
        destroy = drawPointsMap(container, located(points), tiles, (state) => {
          if (!disposed) setTileState(state);
        });
        setMapState('ready');
      })
      .catch(() => {
        // The chunk did not load (offline after the page): the list below still names every point.
        if (!disposed) setMapState('unavailable');
      });
    return () => {
      disposed = true;
      destroy?.();
    };
    // `points` is read through placedKey; tiles are fixed for the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [placedKey, tiles.url]);

  if (placed.length === 0) return null;
  const summary = `${title}: ${ordered.map((p) => `${ROLE_LABEL[p.role]} ${p.city} ${p.name}`).join(', ')}`;
  const note =
    mapState === 'unavailable'
      ? 'Peta tidak dapat dimuat. Titik naik dan turun tertulis di bawah ini.'
      : mapState === 'ready'
        ? TILE_NOTES[tileState]
        : undefined;

  return (
    <figure className={styles.figure} data-map-state={mapState} data-tiles={tileState}>
      {mapState === 'unavailable' ? null : (
        <div
          ref={containerRef}
          className={`${styles.map} ${tileState === 'loaded' || tileState === 'loading' ? '' : styles.plain}`}
          // A region, not an image: leaflet's zoom buttons and links live inside it, and an
          // image may hold nothing a person can press (axe: nested-interactive).
          role="region"
          aria-roledescription="peta"
          aria-label={summary}
        />
      )}
      {note ? (
        <p className={styles.note} role="status">
          {note}
        </p>
      ) : null}
      <figcaption className={styles.caption}>
        <ul className={styles.legend} aria-label={`Daftar titik, ${title}`}>
          {ordered.map((p) => (
            <li key={`${p.role}-${p.id}`} className={styles.item}>
              <span className={`${styles.dot} ${styles[p.role]}`} aria-hidden="true" />
              <span className={styles.itemText}>
                <span className={styles.itemRole}>{ROLE_LABEL[p.role]}</span>
                <strong>
                  {p.city} - {p.name}
                </strong>
                <span className={styles.address}>{p.address}</span>
              </span>
              {p.lat !== null && p.lng !== null ? (
                <Button
                  variant="ghost"
                  size="small"
                  aria-label={`Buka di peta: ${p.city} - ${p.name}`}
                  onClick={() => openMap(p.lat!, p.lng!, `${p.city} - ${p.name}`)}
                >
                  Buka di peta
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
