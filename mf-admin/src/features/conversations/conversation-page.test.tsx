import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { renderAt } from '../../test/render';
import ConversationPage from './conversation-page';

describe('operator ConversationPage', () => {
  it('shows the reports, quotes and messages read-only (no composer)', async () => {
    mockApi().on('GET', '/api/conversations/{id}', {
      Status: 'Success',
      Message: '',
      Payload: {
        Conversation: {
          ConversationId: 7,
          ProductId: 3,
          ServiceTitle: 'Royal Caterers',
          CustomerName: 'Aarav Sharma',
          VendorName: 'Shree Events',
          EventDate: null,
          Guests: 0,
          Pincode: '',
          LastMessageAt: '2026-11-29T03:00:00.000Z',
          LastMessage: 'rude words',
          Unread: 0,
          BlockedBy: 'vendor',
          CanWrite: false,
          ContactsShown: false,
          Reported: true,
        },
        Messages: [
          {
            MessageId: 1,
            From: 'customer',
            Body: 'rude words',
            Masked: false,
            Photo: null,
            QuoteId: null,
            CreatedAt: '2026-11-29T03:00:00.000Z',
            Read: true,
          },
        ],
        Page: { next: null },
        Quotes: [],
        MaskingNotice: null,
        Reports: [
          {
            ReportId: 1,
            Reporter: 'vendor',
            Reason: 'Abusive language',
            Blocked: true,
            CreatedAt: '2026-11-29T03:01:00.000Z',
          },
        ],
      },
    });
    renderAt(
      <Routes>
        <Route path="/admin/conversations/:id" element={<ConversationPage />} />
      </Routes>,
      '/admin/conversations/7',
    );
    expect(await screen.findByTestId('report')).toHaveTextContent('Abusive language');
    expect(screen.getByTestId('report')).toHaveTextContent('(blocked)');
    expect(screen.getByTestId('message')).toHaveTextContent('rude words');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
