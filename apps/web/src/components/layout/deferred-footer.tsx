import { useEffect, useState, type ComponentType } from 'react';
import styles from './app-shell.module.css';
// The footer's styles are the entry's: the prerendered footer is painted before its module.
import '../../styles/site-footer.css';

/**
 * The site footer (site-footer.tsx) is not needed for a page's first paint, and its
 * module is not the entry's (1 KB brotli of the home route, issue 11): it is loaded once
 * the page is up. Until then the footer the server prerendered (decision 0027) stays as
 * it was painted: main.tsx keeps its markup before React takes the page over, and the
 * shell shows that markup where the footer goes, so the page neither loses its footer
 * nor shifts when the module arrives. Its links work as plain links meanwhile.
 */
const loadFooter = () => import('./site-footer').then((module) => module.SiteFooter);

let loadedFooter: ComponentType | null = null;
let prerenderedMarkup = '';

/** Keeps the prerendered footer's markup, before the client renders over `container`. */
export function keepPrerenderedFooter(container: HTMLElement): void {
  prerenderedMarkup = container.querySelector('footer')?.outerHTML ?? '';
}

/** Loads the footer now, for a render that cannot wait (the prerender). */
export async function preloadFooter(): Promise<void> {
  loadedFooter = await loadFooter();
}

/** Asks for `load` when the browser is idle (soon at the latest); answers the cancel. */
function whenIdle(load: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(load, { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(load, 200);
  return () => clearTimeout(id);
}

export function DeferredFooter() {
  const [Footer, setFooter] = useState(() => loadedFooter);

  useEffect(() => {
    if (Footer) return;
    let mounted = true;
    const cancel = whenIdle(() => {
      loadFooter().then(
        (footer) => {
          loadedFooter = footer;
          if (mounted) setFooter(() => footer);
        },
        // Not loaded (offline): the prerendered footer stays, or the page goes without.
        () => undefined,
      );
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, [Footer]);

  if (Footer) return <Footer />;
  if (!prerenderedMarkup) return null;
  // `data-prerendered`: the markup that the module's footer replaces (tests wait for that).
  return (
    <div
      className={styles.footerSlot}
      data-prerendered=""
      dangerouslySetInnerHTML={{ __html: prerenderedMarkup }}
    />
  );
}
