// The inbox and a conversation against a mocked gateway: each thread with the other member, the listing, the status
// label and her unread messages, linked to her side; 'No thread found' in the server's words for a thread that is not
// hers; a message sent, and the screening's warning shown under it when the server flagged it.
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationDocument, InboxThreadsDocument, SendThreadMessageDocument } from '../../gen/graphql';
import { renderScreen, screenOf } from '../booking/testing';
import InboxPage from './inbox-page';
import ThreadPage from './thread-page';

const WARNING =
  'Your message was sent, but it looks like it shares contact details, a website or another booking platform.';

const stay = {
  __typename: 'Reservation' as const,
  id: 5,
  number: 1005,
  confirmationCode: 'K7QX2MBD9P',
  checkIn: '2027-05-03',
  checkOut: '2027-05-06',
  nights: 3,
  status: 'inquiry',
  statusLabel: 'Inquiry',
  bookingType: 'inquiry',
  total: 420,
  currency: 'USD',
  listingTitle: 'Tiled apartment',
  timeZone: 'Europe/Lisbon',
  expiresAt: null,
  specialPrice: null,
  counterOffer: null,
  message: 'Is it quiet?',
  declineReason: null,
  threadId: 5,
  guests: { __typename: 'ReservationGuests' as const, women: 2, men: 0, children: 0, others: 0, infants: 0, pets: 0 },
  listing: { __typename: 'Listing' as const, id: 4242 },
  guest: { __typename: 'User' as const, id: 'guest-1', firstName: 'Maya' },
  host: { __typename: 'User' as const, id: 'host-1', firstName: 'Grace' },
};

const message = (id: string, body: string, mine: boolean, warning: string | null = null) => ({
  __typename: 'ReservationMessage' as const,
  id,
  senderRole: mine ? 'guest' : 'host',
  body,
  sentAt: '2026-11-25T10:00:00.000Z',
  mine,
  warning,
});

const conversation = (messages: object[]): MockLink.MockedResponse => ({
  request: { query: ConversationDocument, variables: { threadId: '5' } },
  result: {
    data: {
      getThread: {
        __typename: 'ReservationThreadResult',
        status: 200,
        errorMessage: null,
        thread: {
          __typename: 'ReservationThread',
          id: 5,
          role: 'guest',
          unreadCount: 0,
          otherMember: { __typename: 'User', id: 'host-1', firstName: 'Grace' },
          reservation: stay,
          messages,
        },
      },
    },
  },
});

const renderThread = (url: string, mocks: MockLink.MockedResponse[]) =>
  renderScreen(
    '/message/:threadId/:type',
    url,
    <ThreadPage screen={screenOf('/message/:threadId/:type', 'conversation')} />,
    mocks,
  );

describe('the inbox', () => {
  it('lists her threads with the other member, the stay, its status and her unread messages', async () => {
    renderScreen('/inbox', '/inbox', <InboxPage screen={screenOf('/inbox', 'inbox')} />, [
      {
        request: { query: InboxThreadsDocument, variables: { type: null } },
        result: {
          data: {
            getThreads: [
              {
                __typename: 'ReservationThread',
                id: 5,
                role: 'host',
                unreadCount: 2,
                otherMember: { __typename: 'User', id: 'guest-1', firstName: 'Maya' },
                lastMessage: {
                  __typename: 'ReservationMessage',
                  id: '5-last',
                  body: 'Is it quiet?',
                  mine: false,
                  sentAt: '2026-11-25T10:00:00.000Z',
                },
                reservation: stay,
              },
            ],
          },
        },
      },
    ]);
    const thread = await screen.findByRole('link', { name: /With Maya/ });
    expect(thread.getAttribute('href')).toBe('/message/5/host');
    expect(thread.textContent).toContain('Tiled apartment');
    expect(thread.textContent).toContain('Inquiry');
    expect(thread.textContent).toContain('Is it quiet?');
    expect(thread.textContent).toContain('2 unread messages');
  });
});

describe('a conversation', () => {
  it("shows the server's 'No thread found' for a thread that is not hers", async () => {
    renderThread('/message/9/guest', [
      {
        request: { query: ConversationDocument, variables: { threadId: '9' } },
        result: {
          data: {
            getThread: {
              __typename: 'ReservationThreadResult',
              status: 404,
              errorMessage: 'No thread found',
              thread: null,
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'No thread found' })).toBeTruthy();
  });

  it('sends her message and shows the warning under it when the screening flagged it', async () => {
    const sent = message('12', 'Text me on 555 123 4567', true, WARNING);
    renderThread('/message/5/guest', [
      conversation([message('11', 'Welcome!', false)]),
      {
        request: {
          query: SendThreadMessageDocument,
          variables: { threadId: '5', message: 'Text me on 555 123 4567' },
        },
        result: {
          data: {
            sendMessage: {
              __typename: 'SendMessageResult',
              status: 200,
              warning: WARNING,
              errorMessage: null,
              message: sent,
            },
          },
        },
      },
      conversation([message('11', 'Welcome!', false), sent]),
    ]);
    expect(await screen.findByText('Welcome!')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'The stay' }).textContent).toContain('Inquiry');
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Text me on 555 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(WARNING);
    expect(note.closest('li')!.textContent).toContain('Text me on 555 123 4567');
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe('');
  });
});
