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
});
