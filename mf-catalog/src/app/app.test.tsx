import { waitFor } from '@testing-library/react';
import { queryClient } from '@utsav/shared/query-client';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { dashboard, listing, serviceDetail, slider } from '../testing/fixtures';
import { prefetchPage } from './app';

const imagePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => l.href);
const ok = <T,>(Payload: T) => ({ Status: 'Success' as const, Message: '', Payload });
const list = { ...ok([listing()]), Page: { limit: 24, next: null } };

describe('catalog start-up prefetch', () => {
  beforeEach(() => queryClient.clear());

  it('requests the home data with the home chunk, into the query the page reads', async () => {
    const server = mockApi().on(
      'GET',
      '/api/Commondashboard',
      ok(dashboard({ sliders: [slider({ serviceid: 1, doc: 'a.svg' })] })),
    );
    prefetchPage('/');
    await waitFor(() => expect(server.calls('GET', '/api/Commondashboard')).toHaveLength(1));
    await queryClient.getQueryCache().find({ queryKey: ['catalog', 'dashboard'] })?.promise;
    expect(queryClient.getQueryData(['catalog', 'dashboard'])).toMatchObject({
      sliders: [{ serviceid: 1, doc: 'a.svg' }],
    });
  });

  it("preloads the banner's first slide once the home data arrives, before the page renders it", async () => {
    mockApi().on(
      'GET',
      '/api/Commondashboard',
      ok(
        dashboard({
          sliders: [slider({ serviceid: 1, doc: 'first.svg' }), slider({ serviceid: 2, doc: 'second.svg' })],
        }),
      ),
    );
    prefetchPage('/');
    await waitFor(() => expect(imagePreloads()).toContainEqual(expect.stringMatching(/\/images\/slider\/first\.svg$/)));
    expect(imagePreloads()).not.toContainEqual(expect.stringMatching(/second\.svg$/));
  });

  it("preloads a service's first photo with its detail", async () => {
    mockApi().on(
      'GET',
      '/api/ProductDetails/{id}',
      ok({ Images: [{ id: 1, pid: 5, doc: 'photo-1.svg' }], Products: [serviceDetail({ id: 5, title: 'Mandap' })] }),
    );
    prefetchPage('/services/details/5');
    await waitFor(() =>
      expect(imagePreloads()).toContainEqual(expect.stringMatching(/\/images\/product\/photo-1\.svg$/)),
    );
  });

  it('requests a service detail and a list of services with their pages', async () => {
    const server = mockApi()
      .on('GET', '/api/ProductDetails/{id}', ok({ Images: [], Products: [serviceDetail({ id: 5 })] }))
      .on('GET', '/api/AllProduct/offer/{serviceid}', list);
    prefetchPage('/services/details/5');
    prefetchPage('/services/3/offer');
    await waitFor(() => expect(server.calls('GET', '/api/ProductDetails/{id}')).toHaveLength(1));
    expect(server.calls('GET', '/api/ProductDetails/{id}')[0]!.params).toEqual({ id: '5' });
    await waitFor(() => expect(server.calls('GET', '/api/AllProduct/offer/{serviceid}').length).toBeGreaterThan(0));
    expect(server.calls('GET', '/api/AllProduct/offer/{serviceid}')[0]!.params).toEqual({ serviceid: '3' });
  });

  it('asks for no home data on other pages', async () => {
    const server = mockApi().on('GET', '/api/ProductDetails/{id}', ok({ Images: [], Products: [serviceDetail()] }));
    prefetchPage('/services/details/5');
    prefetchPage('/no/such/page');
    await waitFor(() => expect(server.calls('GET', '/api/ProductDetails/{id}')).toHaveLength(1));
    expect(server.calls('GET', '/api/Commondashboard')).toHaveLength(0);
  });
});
