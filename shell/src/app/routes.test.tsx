import { routeOwner } from './routes';

describe('route ownership (architecture §2)', () => {
  it.each([
    ['/', 'catalog', false],
    ['/services', 'catalog', false],
    ['/services/all/offer', 'catalog', false],
    ['/services/details/12', 'catalog', false],
    ['/calendars', 'catalog', false],
    ['/cart', 'checkout', true],
    ['/checkout/MjAyNi0xMi0wMQ==', 'checkout', true],
    ['/booking/status', 'checkout', false],
    ['/booking/OD20261201000001', 'checkout', false],
    ['/account', 'account', true],
    ['/account/booking/OD1', 'account', true],
    ['/packages/all', 'packages', false],
    ['/package/checkout', 'packages', true],
    ['/vendor', 'vendor', false],
    ['/vendor/services/add', 'vendor', false],
    ['/service-provider-reg', 'vendor', false],
  ])('%s → %s', (path, remote, customerOnly) => {
    const owner = routeOwner(path);
    expect(owner?.remote).toBe(remote);
    expect(Boolean(owner?.customerOnly)).toBe(customerOnly);
  });

  it.each(['/signup', '/about-us', '/blogs/1', '/contact', '/no-such-page', '/calendars/extra'])(
    '%s belongs to the shell',
    (path) => {
      expect(routeOwner(path)).toBeUndefined();
    },
  );
});
