import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { Newsletter } from './newsletter';

const setup = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Newsletter />
    </QueryClientProvider>,
  );

test('a bad address is refused in place; a good one is sent and the band says it is stored', async () => {
  const server = mockApi().on('POST', '/api/NewsletterSubscribe', {
    Status: 'Success',
    Message: 'Thank you! You will hear about festive offers and new service providers first.',
    Payload: { Subscribed: true, New: true },
  });
  const posts = () => server.calls('POST', '/api/NewsletterSubscribe');
  setup();
  await userEvent.type(screen.getByLabelText('Email address'), 'priya@');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  expect(posts()).toHaveLength(0);
  await userEvent.type(screen.getByLabelText('Email address'), 'example.in');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(posts()[0]!.body).toEqual({ email: 'priya@example.in' });
  expect(await screen.findByRole('status')).toHaveTextContent(/^Thank you!/);
  expect(screen.getByLabelText('Email address')).toHaveValue('');
});

test('a server refusal is shown', async () => {
  mockApi().fail('POST', '/api/NewsletterSubscribe', 429, {
    Status: 'Failed',
    Message: 'Too many requests, please wait a minute',
  });
  setup();
  await userEvent.type(screen.getByLabelText('Email address'), 'a@b.in');
  await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please wait a minute');
});

test('an address typed into the server-rendered band before its JavaScript ran is the one sent', async () => {
  const server = mockApi().on('POST', '/api/NewsletterSubscribe', {
    Status: 'Success',
    Message: 'Thank you! You will hear about festive offers and new service providers first.',
    Payload: { Subscribed: true, New: true },
  });
  const tree = () => (
    <QueryClientProvider client={new QueryClient()}>
      <Newsletter />
    </QueryClientProvider>
  );
  const container = document.createElement('div');
  document.body.appendChild(container);
  container.innerHTML = renderToString(tree());
  // The visitor types before the JavaScript has run: only the DOM knows.
  container.querySelector('input')!.value = 'early@example.in';
  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, tree());
  });
  await userEvent.click(within(container).getByRole('button', { name: 'Subscribe' }));
  await waitFor(() => expect(server.calls('POST', '/api/NewsletterSubscribe')).toHaveLength(1));
  expect(server.calls('POST', '/api/NewsletterSubscribe')[0]!.body).toEqual({ email: 'early@example.in' });
  expect(await within(container).findByRole('status')).toHaveTextContent(/^Thank you!/);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  container.remove();
});
