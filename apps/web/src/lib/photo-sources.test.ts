import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from './business-info';
import { photoSources, photoSourcesOf } from './photo-sources';

describe('photoSources', () => {
  it('offers an upload’s thumbnail (480w) and display copy (1280w), the thumbnail as src', () => {
    expect(photoSources('/uploads/a.webp', '/uploads/a.thumb.webp')).toEqual({
      src: '/uploads/a.thumb.webp',
      srcSet: '/uploads/a.thumb.webp 480w, /uploads/a.webp 1280w',
    });
  });

  it('gives an external photo (its own thumbnail) and inline pictures a single copy', () => {
    expect(photoSources('https://example.com/a.jpg', 'https://example.com/a.jpg')).toEqual({ src: 'https://example.com/a.jpg' });
    expect(photoSources('https://example.com/a.jpg')).toEqual({ src: 'https://example.com/a.jpg' });
    expect(photoSources('data:image/svg+xml,x', '/uploads/t.webp')).toEqual({ src: '/uploads/t.webp' });
    expect(photoSources(undefined, undefined)).toEqual({ src: PLACEHOLDER_IMAGE });
  });

  it('reads a business’s photos and an event’s images', () => {
    expect(photoSourcesOf({ photos: ['/uploads/b.webp'], thumbnails: ['/uploads/b.thumb.webp'] }).srcSet).toBe('/uploads/b.thumb.webp 480w, /uploads/b.webp 1280w');
    expect(photoSourcesOf({ images: ['/uploads/e.webp'], thumbnails: ['/uploads/e.thumb.webp'] }).src).toBe('/uploads/e.thumb.webp');
    expect(photoSourcesOf({ photos: [], thumbnails: [] })).toEqual({ src: PLACEHOLDER_IMAGE });
  });
});
