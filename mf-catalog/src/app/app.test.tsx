import { waitFor } from '@testing-library/react';
import { api } from '@utsav/shared/api-client';
import { queryClient } from '@utsav/shared/query-client';
import { prefetchPage } from './app';

const imagePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((l) => l.href);
const reply = (data: unknown) => ({ data, status: 200, statusText: 'OK', headers: {}, config: {} }) as never;

describe('catalog start-up prefetch', () => {
  beforeEach(() => {
    queryClient.clear();
    jest.restoreAllMocks();
  });

  it('requests the home data with the home chunk, into the query the page reads', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValue(reply({ Status: 'Success', Payload: { sliders: [{ serviceid: 1, doc: 'a.svg' }] } }));
    prefetchPage('/');
    await new Promise((r) => setTimeout(r, 0));
    expect(get).toHaveBeenCalledWith('/Commondashboard');
    await queryClient.getQueryCache().find({ queryKey: ['catalog', 'dashboard'] })?.promise;
    expect(queryClient.getQueryData(['catalog', 'dashboard'])).toMatchObject({
      sliders: [{ serviceid: 1, doc: 'a.svg' }],
    });
  });

  it("preloads the banner's first slide once the home data arrives, before the page renders it", async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      reply({
        Status: 'Success',
        Payload: {
          sliders: [
            { serviceid: 1, doc: 'first.svg' },
            { serviceid: 2, doc: 'second.svg' },
          ],
        },
      }),
    );
    prefetchPage('/');
    await waitFor(() => expect(imagePreloads()).toContainEqual(expect.stringMatching(/\/images\/slider\/first\.svg$/)));
    expect(imagePreloads()).not.toContainEqual(expect.stringMatching(/second\.svg$/));
  });

  it("preloads a service's first photo with its detail", async () => {
    jest.spyOn(api, 'get').mockResolvedValue(
      reply({
        Status: 'Success',
        Payload: { Images: [{ doc: 'photo-1.svg' }], Products: [{ id: 5, title: 'Mandap' }] },
      }),
    );
    prefetchPage('/services/details/5');
    await waitFor(() =>
      expect(imagePreloads()).toContainEqual(expect.stringMatching(/\/images\/product\/photo-1\.svg$/)),
    );
  });

  it('requests a service detail and a list of services with their pages', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(reply({ Status: 'Success', Payload: [] }));
    prefetchPage('/services/details/5');
    prefetchPage('/services/3/offer');
    await new Promise((r) => setTimeout(r, 0));
    expect(get.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['/ProductDetails/5', '/AllProduct/offer/3']),
    );
  });

  it('asks for no home data on other pages', async () => {
    const get = jest.spyOn(api, 'get').mockResolvedValue(reply({ Status: 'Success', Payload: {} }));
    prefetchPage('/services/details/5');
    prefetchPage('/no/such/page');
    await new Promise((r) => setTimeout(r, 0));
    expect(get).not.toHaveBeenCalledWith('/Commondashboard');
  });
});
