import { preconnectApi } from './preconnect-api';

describe('preconnectApi', () => {
  afterEach(() => document.head.querySelectorAll('link[rel="preconnect"]').forEach((l) => l.remove()));

  it('warms a CORS and a no-cors connection to another API origin', () => {
    preconnectApi('http://api.example.in:4000/');
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(links.map((l) => [l.href, l.crossOrigin])).toEqual([
      ['http://api.example.in:4000/', 'anonymous'],
      ['http://api.example.in:4000/', null],
    ]);
  });

  it('adds nothing for the page origin or a malformed base', () => {
    preconnectApi(window.location.origin);
    preconnectApi('http://[bad');
    expect(document.head.querySelectorAll('link[rel="preconnect"]')).toHaveLength(0);
  });

  it('adds the pair once when asked twice (main.js and bootstrap)', () => {
    preconnectApi('http://api.example.in:4000');
    preconnectApi('http://api.example.in:4000/');
    expect(document.head.querySelectorAll('link[rel="preconnect"]')).toHaveLength(2);
  });
});
