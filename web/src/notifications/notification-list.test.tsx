// The notification list against a mocked gateway: the newest page first, "Show more" appending the next page without
// repeating what is shown, marking everything read, and the server's message when a page cannot be read.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AllNotificationsDocument, MarkNotificationsReadDocument } from '../gen/graphql';
import { NotificationList } from './notification-list';

const note = (id: number, isRead = false) => ({
  __typename: 'Notification' as const,
  id: String(id),
  kind: 'comment',
  body: `Note ${id}`,
  isRead,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString(),
});

function page(
  currentPage: number,
  results: ReturnType<typeof note>[] | null,
  status = 200,
  errorMessage: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: AllNotificationsDocument, variables: { currentPage } },
    result: { data: { getAllNotification: { __typename: 'NotificationList', status, errorMessage, results } } },
  };
}

const shownBodies = () =>
  within(screen.getByRole('region', { name: 'Notifications' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('the notification list', () => {
  it('shows the newest ten, then appends the next page without repeating one pushed down by a newer notification', async () => {
    const first = Array.from({ length: 10 }, (_, index) => note(20 - index)); // 20 … 11
    const second = [note(11), note(10), note(9)]; // 11 moved onto page 2 when a new one arrived
    render(
      <MockedProvider mocks={[page(1, first), page(2, second)]}>
        <NotificationList />
      </MockedProvider>,
    );
    await screen.findByText('Note 20');
    expect(shownBodies()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Note 9');
    expect(shownBodies()).toEqual([...first.map((n) => n.body), 'Note 10', 'Note 9']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('marks all read', async () => {
    render(
      <MockedProvider
        mocks={[
          page(1, [note(2), note(1, true)]),
          {
            request: { query: MarkNotificationsReadDocument, variables: {} },
            result: {
              data: {
                markNotificationsRead: {
                  __typename: 'MarkNotificationsReadResult',
                  status: 200,
                  errorMessage: null,
                  markedCount: 1,
                },
              },
            },
          },
        ]}
      >
        <NotificationList />
      </MockedProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
  });

  it("says so when she has none, and shows the server's message when the page is refused", async () => {
    const { unmount } = render(
      <MockedProvider mocks={[page(1, [])]}>
        <NotificationList />
      </MockedProvider>,
    );
    await screen.findByText('You have no notifications yet.');
    unmount();
    render(
      <MockedProvider mocks={[page(1, null, 401, 'You are not logged In. Please Login to continue!')]}>
        <NotificationList />
      </MockedProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('You are not logged In. Please Login to continue!');
  });
});
