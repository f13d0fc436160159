import { PANEL_MAX_PHOTOS, PANEL_PHOTO_INTERVAL_MS, PANEL_PHOTOS_PER_VIEW, PANEL_SWIPE_THRESHOLD_PX } from '@guia/contracts';
import { lazy, Suspense } from 'react';
import { PLACEHOLDER_IMAGE, businessName } from '../../lib/business-info';
import { useIsMobile } from '../../lib/use-media-query';
import './business.css';
import { Photo } from '../data-saver/photo';
import { photoSources } from '../../lib/photo-sources';
import { useMsg } from '../../lib/i18n/messages';
import { usePlaceText } from './place-text';

/**
 * The carousel's code (swipe, dots, keys, auto-advance) arrives a moment after the page's: the
 * server draws the whole carousel and React keeps that markup until it hydrates; on a navigation
 * inside the app the first photo stands in for that moment. One photo needs no carousel at all.
 */
const Carousel = lazy(() => import('../carousel/carousel').then((m) => ({ default: m.Carousel })));

export interface PhotoGalleryProps {
  /** The business: its photos, their WebP thumbnails (same order) and its name (for the alt texts). */
  business: { name?: string | null; photos?: string[] | null; thumbnails?: string[] | null };
  /** Photos shown at most (spec §9: 12). */
  max?: number;
  /** Slides visible at once; default 2 on desktop and 1 on phones (spec §9). */
  perView?: number;
  /** Auto-advance period (spec §9: 3500 ms); 0 for none. */
  intervalMs?: number;
  /** Swipe threshold (spec §9: 40 px in the panel). */
  swipeThresholdPx?: number;
  /** Pixel size of each image (sets width/height so nothing shifts while it loads). */
  imageWidth?: number;
  imageHeight?: number;
  /**
   * The rendered width of one slide (the `sizes` of its srcset); by default the page's width on
   * phones and its share of the viewport on desktop. A narrow panel passes its own.
   */
  sizes?: string;
  /** The first photo is the page's largest picture (its LCP): fetched first, with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * The photos of a business in the shared carousel (DESIGN §6): the panel's rules by default (at most
 * 12, 2 per view on desktop and 1 on phones, every 3500 ms, 40 px swipe, arrow keys, wraps). Each
 * slide offers the WebP thumbnail and the display copy (srcset, lib/photo-sources) and the browser
 * takes what the slot needs; the first image loads eagerly (with high priority when it is the
 * page's largest picture), the rest lazily. No photo: the placeholder picture.
 */
export function PhotoGallery({
  business,
  max = PANEL_MAX_PHOTOS,
  perView,
  intervalMs = PANEL_PHOTO_INTERVAL_MS,
  swipeThresholdPx = PANEL_SWIPE_THRESHOLD_PX,
  imageWidth = 800,
  imageHeight = 500,
  sizes,
  priority = false,
  className,
}: PhotoGalleryProps) {
  const text = usePlaceText();
  const msg = useMsg();
  const isMobile = useIsMobile();
  const name = businessName(business.name, msg);
  const photos = (business.photos ?? []).filter((p) => typeof p === 'string' && p.trim()).slice(0, max);
  const view = Math.min(perView ?? (isMobile ? PANEL_PHOTOS_PER_VIEW.mobile : PANEL_PHOTOS_PER_VIEW.desktop), Math.max(1, photos.length));

  const image = (i: number) => {
    const { src, srcSet } = photoSources(photos[i], business.thumbnails?.[i]);
    return (
      <Photo
        className="photo-gallery__img"
        src={src}
        srcSet={srcSet}
        sizes={sizes ?? `(max-width: 768px) 100vw, ${Math.round(100 / view)}vw`}
        width={imageWidth}
        height={imageHeight}
        alt={text.photoAlt(name, i + 1, photos.length)}
        loading={i === 0 ? 'eager' : 'lazy'}
        fetchPriority={i === 0 && priority ? 'high' : undefined}
      />
    );
  };

  if (photos.length <= 1) {
    return (
      <div className={['photo-gallery', 'photo-gallery--single', className].filter(Boolean).join(' ')}>
        {photos.length === 1 ? (
          image(0)
        ) : (
          <Photo className="photo-gallery__img" src={PLACEHOLDER_IMAGE} width={imageWidth} height={imageHeight} alt={text.noPhotos(name)} />
        )}
      </div>
    );
  }

  return (
    <Suspense fallback={<div className={['photo-gallery', 'photo-gallery--single', className].filter(Boolean).join(' ')}>{image(0)}</div>}>
      <Carousel
        className={['photo-gallery', className].filter(Boolean).join(' ')}
        label={text.photos(name)}
        count={photos.length}
        perView={view}
        intervalMs={intervalMs}
        swipeThresholdPx={swipeThresholdPx}
        slideLabel={(i, n) => text.photo(i + 1, n)}
        renderSlide={(i) => <div className="photo-gallery__slide">{image(i)}</div>}
      />
    </Suspense>
  );
}
