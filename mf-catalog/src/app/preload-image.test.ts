import { preloadImage } from './preload-image';

describe('preloadImage', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((l) => l.remove()));

  it('adds one high-priority image preload per URL, without CORS mode (as the <img> asks)', () => {
    preloadImage('http://api.example.in/images/slider/a.svg');
    preloadImage('http://api.example.in/images/slider/a.svg');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((l) => [l.getAttribute('as'), l.href, l.getAttribute('fetchpriority'), l.crossOrigin])).toEqual([
      ['image', 'http://api.example.in/images/slider/a.svg', 'high', null],
    ]);
  });

  it('adds nothing for an empty URL', () => {
    preloadImage('');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('an image with a srcset is preloaded with the same srcset and sizes, so the preload is the file the <img> picks', () => {
    const url = 'http://api.example.in/images/product/9318cdfc-7480-52a5-a878-ff654e64e592.webp';
    const srcset = `${url.replace('.webp', '-480w.webp')} 480w, ${url.replace('.webp', '-960w.webp')} 960w, ${url} 1600w`;
    preloadImage(url, document, { srcset, sizes: '(max-width: 900px) 100vw, 60vw' });
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    expect(link.getAttribute('imagesrcset')).toBe(srcset);
    expect(link.getAttribute('imagesizes')).toBe('(max-width: 900px) 100vw, 60vw');
  });
});
