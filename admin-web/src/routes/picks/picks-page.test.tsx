// A picks list screen: the list the server sends for the page's own kind, adding a home by its number (the server's
// refusal in the toast), moving one, and removing one only once she confirms.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AddPickDocument, AdminPicksDocument, MovePickDocument, RemovePickDocument } from '../../gen/graphql';
import { renderAdminAt } from '../../testing/render-app';
import { ADMIN_TEXTS } from '../../texts';

const pick = (position: number, id: number, title: string, live = true) => ({
  __typename: 'AdminPick',
  position,
  live,
  listing: { __typename: 'Listing', id, title, city: 'Lisbon', countryName: 'Portugal', coverPhoto: `${id}.jpg` },
});
const list = (kind: string, picks: ReturnType<typeof pick>[]) => ({
  __typename: 'AdminPickList',
  kind,
  name: 'Top picks',
  maxPicks: 24,
  picks,
});
const listAnswer = (kind: string, picks: ReturnType<typeof pick>[], once = false) => ({
  request: { query: AdminPicksDocument, variables: { kind } },
  result: { data: { adminPicks: list(kind, picks) } },
  maxUsageCount: once ? 1 : Number.POSITIVE_INFINITY,
});
const change = (query: DocumentNode, field: string, variables: object, outcome: object) => ({
  request: { query, variables },
  result: { data: { [field]: { __typename: 'PickResult', errorMessage: null, list: null, ...outcome } } },
});

const alfama = pick(1, 11, 'Alfama loft');
const baixa = pick(2, 12, 'Baixa flat', false);
const table = () => screen.getByRole('table', { name: 'Top picks' });
const toasts = () => screen.getByRole('region', { name: ADMIN_TEXTS.notifications });

describe('a picks list screen', () => {
  it('shows its own list in order, with each home shown or hidden', async () => {
    renderAdminAt('/businessPicks', [listAnswer('business', [alfama, baixa])]);
    const row = await within(await screen.findByRole('table', { name: 'Business travel picks' })).findByRole('row', {
      name: /Alfama loft/,
    });
    expect(within(row).getByText('Lisbon, Portugal')).toBeTruthy();
    expect(within(row).getByText(ADMIN_TEXTS.pickShownYes)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Move up Alfama loft' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Move down Alfama loft' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Baixa flat/ }).textContent).toContain(ADMIN_TEXTS.pickShownNo);
  });

  it('adds a home by its number, and says the server refusal when it is not live', async () => {
    renderAdminAt('/topPicks', [
      listAnswer('top', [alfama], true),
      change(
        AddPickDocument,
        'addPick',
        { kind: 'top', listId: 404 },
        {
          status: 'invalid',
          errorMessage: 'Listing 404 is not live',
        },
      ),
      change(AddPickDocument, 'addPick', { kind: 'top', listId: 12 }, { status: 'success' }),
      listAnswer('top', [alfama, pick(2, 12, 'Baixa flat')]),
    ]);
    await within(await screen.findByRole('table', { name: 'Top picks' })).findByRole('row', { name: /Alfama/ });
    const number = screen.getByRole('textbox', { name: ADMIN_TEXTS.pickListingNumber });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addPick }));
    expect(await screen.findByText(ADMIN_TEXTS.pickListingNumberRequired)).toBeTruthy();
    fireEvent.change(number, { target: { value: '404' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addPick }));
    expect(await within(toasts()).findByText('Listing 404 is not live')).toBeTruthy();
    fireEvent.change(number, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXTS.addPick }));
    expect(await within(table()).findByRole('row', { name: /Baixa flat/ })).toBeTruthy();
  });

  it('moves a home up, and removes one only once she confirms', async () => {
    const { requests } = renderAdminAt('/topPicks', [
      listAnswer('top', [alfama, pick(2, 12, 'Baixa flat')], true),
      change(MovePickDocument, 'movePick', { kind: 'top', listId: 12, direction: 'up' }, { status: 'success' }),
      listAnswer('top', [pick(1, 12, 'Baixa flat'), pick(2, 11, 'Alfama loft')], true),
      change(RemovePickDocument, 'removePick', { kind: 'top', listId: 11 }, { status: 'success' }),
      listAnswer('top', [pick(1, 12, 'Baixa flat')]),
    ]);
    const row = await within(await screen.findByRole('table', { name: 'Top picks' })).findByRole('row', {
      name: /Baixa flat/,
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Move up Baixa flat' }));
    expect(await within(toasts()).findByText(ADMIN_TEXTS.pickMoved('Baixa flat', 1))).toBeTruthy();
    await waitFor(() => expect(within(table()).getAllByRole('row')[1]!.textContent).toContain('Baixa flat'));
    fireEvent.click(within(table()).getByRole('button', { name: 'Remove Alfama loft' }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.pickRemoveTitle('Alfama loft') });
    expect(requests()).not.toContain('RemovePick');
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.pickRemoveConfirm }));
    await waitFor(() => expect(within(table()).queryByRole('row', { name: /Alfama loft/ })).toBeNull());
    expect(requests().filter((name) => name === 'RemovePick')).toHaveLength(1);
  });
});
