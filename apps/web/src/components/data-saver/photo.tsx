import { useState, type ImgHTMLAttributes } from 'react';
import { useDataSaver } from '../../lib/data-saver';
import './data-saver.css';
import { useDataSaverText } from './data-saver-text';

type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  /** the smallest good copy (the WebP thumbnail): what the data-saving mode loads after a tap */
  src: string;
  alt: string;
  /** intrinsic size: reserves the box (aspect ratio) before the picture arrives, so nothing shifts */
  width: number;
  height: number;
  /** every copy with its width (`thumb.webp 480w, photo.webp 1280w`, see lib/photo-sources) */
  srcSet?: string;
  /** the rendered width of the slot at each layout; required with srcSet to let the browser choose */
  sizes?: string;
};

/**
 * An <img> for the guide's photos (issue 11 §3): `srcSet`/`sizes` let the browser pick the
 * thumbnail or the display copy for the slot, `loading` (lazy below the fold, eager for the
 * page's largest picture) and `fetchPriority` (high for that picture) pass through, decoding is
 * async, and width/height always reserve the picture's box.
 *
 * 'Ahorro de datos': nothing is downloaded until the visitor taps 'Ver foto' (inline placeholders
 * — data: URLs — cost nothing and always show); after the tap only `src`, the thumbnail, loads.
 */
export function Photo({ src, alt, className, width, height, style, srcSet, sizes, loading, fetchPriority, decoding = 'async', ...rest }: PhotoProps) {
  const text = useDataSaverText();
  const saving = useDataSaver();
  const [revealed, setRevealed] = useState(false);
  if (saving && !src.startsWith('data:')) {
    if (!revealed) {
      return (
        <button
          type="button"
          className={`tap-photo${className ? ` ${className}` : ''}`}
          style={{ ...style, aspectRatio: `${width} / ${height}` }}
          onClick={(event) => {
            event.stopPropagation();
            event.preventDefault();
            setRevealed(true);
          }}
          aria-label={alt ? `${text.showPhoto}: ${alt}` : text.showPhoto}
        >
          {text.showPhoto}
        </button>
      );
    }
    // tapped: the thumbnail alone, now
    return <img src={src} alt={alt} className={className} width={width} height={height} style={style} decoding={decoding} {...rest} />;
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      className={className}
      width={width}
      height={height}
      style={style}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding}
      {...rest}
    />
  );
}
