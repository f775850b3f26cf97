import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { AskVendorModal } from './ask-vendor-modal';

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/services/details/3']}>
        <Routes>
          <Route
            path="/services/details/:id"
            element={<AskVendorModal open onClose={() => undefined} productId={3} productTitle="Royal Caterers" />}
          />
          <Route path="/account/conversations/:id" element={<p>Conversation opened</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AskVendorModal', () => {
  it('sends date, guests, pincode and message to the vendor and opens the conversation', async () => {
    const server = mockApi().on('POST', '/api/conversations', {
      Status: 'Success',
      Message: 'Your message was sent to the vendor',
      Payload: { ConversationId: 12 },
    });
    renderModal();
    expect(screen.getByText(/stay hidden on both sides/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Guests'), '300');
    await userEvent.type(screen.getByLabelText('Event pincode'), '400001');
    await userEvent.type(screen.getByLabelText('Message'), 'Veg menu for 300?');
    await userEvent.click(screen.getByRole('button', { name: 'Send to the vendor' }));
    expect(await screen.findByText('Conversation opened')).toBeInTheDocument();
    expect(server.calls('POST', '/api/conversations')[0]!.body).toMatchObject({
      productId: 3,
      guests: 300,
      pincode: '400001',
      message: 'Veg menu for 300?',
    });
  });

  it('checks the form with the API schema before sending', async () => {
    const server = mockApi();
    renderModal();
    await userEvent.type(screen.getByLabelText('Event pincode'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send to the vendor' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(screen.getByText('Pincode must be 6 digits')).toBeInTheDocument();
    await waitFor(() => expect(server.calls()).toHaveLength(0));
  });
});
