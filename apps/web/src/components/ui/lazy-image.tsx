import { useState, type ImgHTMLAttributes } from 'react';
import styles from './lazy-image.module.css';

export interface LazyImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Required: describe the image, or '' when it is decorative. */
  alt: string;
}

/** An image that loads lazily, starts transparent and fades in once loaded (spec §9). */
export function LazyImage({ className, onLoad, alt, ...rest }: LazyImageProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      loading="lazy"
      decoding="async"
      alt={alt}
      // An image already in the cache may be complete before React attaches onLoad.
      ref={(node) => {
        if (node?.complete && node.naturalWidth > 0 && !loaded) setLoaded(true);
      }}
      className={`${styles.image} ${loaded ? styles.loaded : ''} ${className ?? ''}`}
      data-loaded={loaded}
      onLoad={(event) => {
        setLoaded(true);
        onLoad?.(event);
      }}
      {...rest}
    />
  );
}
