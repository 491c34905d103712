import { openMap } from '../../../lib/native-bridge';
import { Button } from '../../../components/ui/button';
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

const WIDTH = 320;
const HEIGHT = 180;
const PAD_X = 70;
const PAD_Y = 28;

/**
 * Places points on the SVG: longitude to x, latitude to y (north up), scaled by cos(lat)
 * so distances keep their proportions, and centred in the box.
 */
function projectPoints(points: readonly MapPoint[]): Array<MapPoint & { x: number; y: number }> {
  const located = points.filter(
    (p): p is MapPoint & { lat: number; lng: number } => p.lat !== null && p.lng !== null,
  );
  if (located.length === 0) return [];
  const meanLat = located.reduce((sum, p) => sum + p.lat, 0) / located.length;
  const k = Math.cos((meanLat * Math.PI) / 180);
  const xs = located.map((p) => p.lng * k);
  const ys = located.map((p) => p.lat);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX || 1e-6;
  const spanY = maxY - minY || 1e-6;
  const scale = Math.min((WIDTH - 2 * PAD_X) / spanX, (HEIGHT - 2 * PAD_Y) / spanY);
  const offsetX = (WIDTH - spanX * scale) / 2;
  const offsetY = (HEIGHT - spanY * scale) / 2;
  return located.map((p, i) => ({
    ...p,
    x: located.length === 1 ? WIDTH / 2 : offsetX + (xs[i]! - minX) * scale,
    y: located.length === 1 ? HEIGHT / 2 : offsetY + (maxY - ys[i]!) * scale,
  }));
}

/**
 * A plot of the pickup, transfer and drop-off points (no map tiles: the page may load
 * nothing from elsewhere). Boarding points in blue, drop-off in green, transfer in amber;
 * the list under it names every point with an "Buka di peta" action (native map, or a
 * new browser tab).
 */
export function PointsMap({ points, title }: { points: readonly MapPoint[]; title: string }) {
  const placed = projectPoints(points);
  if (placed.length === 0) return null;
  const order = { naik: 0, transit: 1, turun: 2 } as const;
  const path = [...placed].sort((a, b) => order[a.role] - order[b.role]);
  const centroid = (role: MapPoint['role']) => {
    const group = placed.filter((p) => p.role === role);
    if (group.length === 0) return null;
    return {
      x: group.reduce((s, p) => s + p.x, 0) / group.length,
      y: group.reduce((s, p) => s + p.y, 0) / group.length,
    };
  };
  const line = (['naik', 'transit', 'turun'] as const)
    .map(centroid)
    .filter((c): c is { x: number; y: number } => c !== null);
  const summary = `${title}: ${path.map((p) => `${ROLE_LABEL[p.role]} ${p.city} ${p.name}`).join(', ')}`;

  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.svg}
        role="img"
        aria-label={summary}
      >
        <rect x="0" y="0" width={WIDTH} height={HEIGHT} rx="8" className={styles.ground} />
        {line.length > 1 ? (
          <polyline points={line.map((c) => `${c.x},${c.y}`).join(' ')} className={styles.route} />
        ) : null}
        {placed.map((p, i) => {
          const anchor = p.x > WIDTH * 0.6 ? 'end' : p.x < WIDTH * 0.4 ? 'start' : 'middle';
          const dy = i % 2 === 0 ? -10 : 18;
          return (
            <g key={`${p.role}-${p.id}`}>
              <circle cx={p.x} cy={p.y} r="6" className={styles[p.role]} />
              <text x={p.x} y={p.y + dy} textAnchor={anchor} className={styles.label}>
                {p.name}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>
        <ul className={styles.legend}>
          {path.map((p) => (
            <li key={`${p.role}-${p.id}`} className={styles.item}>
              <span className={`${styles.dot} ${styles[p.role]}`} aria-hidden="true" />
              <span className={styles.itemText}>
                <span className={styles.itemRole}>{ROLE_LABEL[p.role]}</span>
                <strong>
                  {p.city} - {p.name}
                </strong>
                <span className={styles.address}>{p.address}</span>
              </span>
              <Button
                variant="ghost"
                size="small"
                aria-label={`Buka di peta: ${p.city} - ${p.name}`}
                onClick={() => openMap(p.lat!, p.lng!, `${p.city} - ${p.name}`)}
              >
                Buka di peta
              </Button>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
