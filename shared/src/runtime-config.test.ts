import { apiFileUrl, getConfig, setConfig } from './runtime-config';

describe('apiFileUrl', () => {
  const before = getConfig().apiBase;
  afterEach(() => setConfig({ apiBase: before }));

  it("reads an API path against the API's origin, not the page's", () => {
    setConfig({ apiBase: 'https://api.utsav.example' });
    expect(apiFileUrl('/images/uploads/a.webp')).toBe('https://api.utsav.example/images/uploads/a.webp');
    expect(apiFileUrl('images/uploads/a.webp')).toBe('https://api.utsav.example/images/uploads/a.webp');
  });

  it('keeps a full URL as it is', () => {
    setConfig({ apiBase: 'https://api.utsav.example' });
    expect(apiFileUrl('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
});
