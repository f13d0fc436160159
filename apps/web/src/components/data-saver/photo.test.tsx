import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setDataSaver } from '../../lib/data-saver';
import { Photo } from './photo';

// the mode is remembered (localStorage and a cookie): each test starts with it off
afterEach(() => setDataSaver(false));

const copies = '/uploads/a.thumb.webp 480w, /uploads/a.webp 1280w';

describe('Photo', () => {
  it('hands the browser both copies with the slot width, its size, lazy loading and async decoding', () => {
    render(<Photo src="/uploads/a.thumb.webp" srcSet={copies} sizes="(max-width: 599px) 100vw, 560px" alt="La Guarida" width={640} height={400} loading="lazy" />);
    const img = screen.getByRole('img', { name: 'La Guarida' });
    expect(img).toHaveAttribute('src', '/uploads/a.thumb.webp');
    expect(img).toHaveAttribute('srcset', copies);
    expect(img).toHaveAttribute('sizes', '(max-width: 599px) 100vw, 560px');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('marks the page’s largest picture eager with high fetch priority', () => {
    render(<Photo src="/uploads/a.thumb.webp" srcSet={copies} sizes="100vw" alt="Portada" width={800} height={500} loading="eager" fetchPriority="high" />);
    const img = screen.getByRole('img', { name: 'Portada' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('leaves out sizes when there is only one copy', () => {
    render(<Photo src="https://example.com/a.jpg" sizes="100vw" alt="Externa" width={480} height={300} />);
    const img = screen.getByRole('img', { name: 'Externa' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('in data-saving mode requests nothing until the tap, keeps the picture’s box, then loads the thumbnail only', async () => {
    setDataSaver(true);
    render(<Photo src="/uploads/a.thumb.webp" srcSet={copies} sizes="100vw" alt="La Guarida" width={640} height={400} loading="eager" fetchPriority="high" />);
    expect(document.querySelector('img')).toBeNull();
    const tap = screen.getByRole('button', { name: 'Ver foto: La Guarida' });
    expect(tap.style.aspectRatio).toBe('640 / 400');
    await userEvent.click(tap);
    const img = screen.getByRole('img', { name: 'La Guarida' });
    expect(img).toHaveAttribute('src', '/uploads/a.thumb.webp');
    // the smaller copy alone: no srcset for the browser to pick the display copy from
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '400']);
  });
});
