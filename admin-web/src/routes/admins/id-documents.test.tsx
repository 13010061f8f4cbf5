// ID proof verification and Documents: the queue asks for pending documents unless the URL names another status, a
// document opens with its image fetched with her sign-in, and Approve, Flag for manual review and Reject (with its
// required message) each send that status and message through the confirmation dialog.
import { ADMIN_PRIVILEGES } from '@golightly/admin-rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewIdDocumentDocument } from '../../gen/graphql';
import { renderAdminAt, subAdmin } from '../../testing/render-app';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../../texts';
import { answer, idDocument, idDocumentsAnswer } from './admins-fixtures';

const ID_PROOF = ADMIN_PRIVILEGES.find((p) => p.name === 'ID Proof Verification Management')!.id;
const NORA = idDocument('doc-1', 'Nora');
const CLEO = idDocument('doc-2', 'Cleo', 'pending', { documentType: 'drivingLicense' });

const table = () => screen.getByRole('table');
const toasts = () => within(screen.getByRole('region', { name: ADMIN_TEXTS.notifications }));
const listed = (name: string) =>
  waitFor(() =>
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.firstChild?.textContent),
    ).toContain(name),
  );

function reviewAnswer(
  variables: { documentId: string; status: string; message: string | null },
  errorMessage?: string,
) {
  return answer(
    ReviewIdDocumentDocument,
    {
      reviewIdDocument: {
        __typename: 'ReviewIdDocumentResult',
        status: errorMessage ? 'invalid' : 'success',
        errorMessage: errorMessage ?? null,
        document: errorMessage
          ? null
          : {
              __typename: 'IdDocument',
              id: variables.documentId,
              status: variables.status,
              reviewMessage: variables.message,
              reviewedAt: '2026-03-02T11:00:00.000Z',
            },
      },
    },
    { variables, times: 1 },
  );
}

/** Opens Nora's passport from the queue; the review panel. */
async function openNora() {
  await listed('Nora Quinn');
  fireEvent.click(within(table()).getByRole('button', { name: 'Review Passport of Nora Quinn' }));
  return screen.getByRole('region', { name: 'Passport of Nora Quinn' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the ID proof verification screen', () => {
  it('asks for the pending documents by default and another status when the URL names it', async () => {
    const pending = renderAdminAt('/id-proof', [idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA])]);
    await listed('Nora Quinn');
    expect(within(table()).getByText(ADMIN_TEXTS.documentStatusLabels.pending!)).toBeTruthy();
    pending.unmount();
    renderAdminAt('/id-proof?status=flagged&page=2', [
      idDocumentsAnswer({ status: 'flagged', currentPage: 2 }, [{ ...CLEO, status: 'flagged' }], { count: 21 }),
    ]);
    await listed('Cleo Quinn');
    expect(screen.getByText(ADMIN_TEXTS.pageOf(2, 2))).toBeTruthy();
    expect((screen.getByRole('combobox', { name: ADMIN_TEXTS.documentStatus }) as HTMLSelectElement).value).toBe(
      'flagged',
    );
  });

  it('keeps the status chosen in the URL, every status included', async () => {
    const { router } = renderAdminAt('/id-proof', [
      idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA]),
      idDocumentsAnswer({ status: null, currentPage: 1 }, [NORA, { ...CLEO, status: 'approved' }]),
    ]);
    await listed('Nora Quinn');
    const status = screen.getByRole('combobox', { name: ADMIN_TEXTS.documentStatus });
    expect(within(status).queryByRole('option', { name: ADMIN_TEXTS.anyOption })).toBeNull();
    act(() => fireEvent.change(status, { target: { value: 'all' } }));
    await listed('Cleo Quinn');
    expect(router.state.location.search).toBe('?status=all');
  });

  it('says when nothing waits for review', async () => {
    renderAdminAt('/id-proof', [idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [])]);
    expect(await screen.findByText(ADMIN_TEXTS.documentsQueueEmpty)).toBeTruthy();
  });

  it('shows the image, fetched from the document address, as large as the panel, named for the document', async () => {
    const fetched = vi.fn(async (url: string) => {
      expect(url).toBe('/id-proof/doc-1.png');
      return new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetched);
    // jsdom has no object URLs; the browser's own, for the fetched bytes.
    Object.assign(URL, { createObjectURL: () => 'blob:doc-1', revokeObjectURL: () => undefined });
    renderAdminAt('/id-proof', [idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA])]);
    const panel = await openNora();
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { level: 2 }));
    const image = await within(panel).findByRole('img', { name: 'Passport of Nora Quinn' });
    expect(image.getAttribute('src')).toBe('blob:doc-1');
    expect(within(panel).getByTestId('document-status').textContent).toBe(ADMIN_TEXTS.documentStatusLabels.pending);
  });

  it('says when the image cannot be loaded, with the reason and a way to try again', async () => {
    const refused = vi.fn(async () =>
      Response.json({ status: 'error', errorMessage: 'There is no such document.' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', refused);
    renderAdminAt('/id-proof', [idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA])]);
    const panel = await openNora();
    const problem = await within(panel).findByRole('alert');
    expect(problem.textContent).toContain(ADMIN_TEXTS.documentImageUnavailable);
    expect(problem.textContent).toContain('There is no such document.');
    fireEvent.click(within(problem).getByRole('button', { name: ADMIN_TEXTS.tryAgain }));
    await waitFor(() => expect(refused).toHaveBeenCalledTimes(2));
    expect(await within(panel).findByRole('alert')).toBeTruthy();
  });

  it('rejects only with a message, sending the status and the message, and shows what she now sees', async () => {
    const { requests } = renderAdminAt('/id-proof', [
      idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA, CLEO], { times: 1 }),
      reviewAnswer({ documentId: 'doc-1', status: 'rejected', message: 'The photo is too blurred to read.' }),
      idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [CLEO]),
    ]);
    const panel = await openNora();
    fireEvent.click(within(panel).getByRole('button', { name: ADMIN_TEXTS.rejectDocument }));
    const dialog = screen.getByRole('dialog', { name: ADMIN_TEXTS.rejectDocumentTitle('passport of Nora Quinn') });
    const reason = within(dialog).getByRole('textbox', { name: ADMIN_TEXTS.documentMessageRequired });
    expect(document.activeElement).toBe(reason);
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.rejectDocument }));
    expect(within(dialog).getByText(ADMIN_TEXTS.reasonRequired)).toBeTruthy();
    expect(requests()).not.toContain('ReviewIdDocument');
    fireEvent.change(reason, { target: { value: '  The photo is too blurred to read. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: ADMIN_TEXTS.rejectDocument }));
    expect(
      await toasts().findByText(ADMIN_TEXTS.documentReviewed(ADMIN_TEXTS.documentStatusLabels.rejected!)),
    ).toBeTruthy();
    const shown = screen.getByRole('region', { name: 'Passport of Nora Quinn' });
    expect(within(shown).getByTestId('document-status').textContent).toBe(ADMIN_TEXTS.documentStatusLabels.rejected);
    expect(within(shown).getByText('The photo is too blurred to read.')).toBeTruthy();
    // She left the queue: the list was asked again.
    await waitFor(() => expect(within(table()).getAllByRole('rowheader')).toHaveLength(1));
  });

  it.each([
    ['approved', ADMIN_TEXTS.approveDocument, 'Welcome to the club.', 'Welcome to the club.'],
    ['flagged', ADMIN_TEXTS.flagDocument, '   ', null],
  ] as const)(
    'sends %s with its optional message through the confirmation dialog',
    async (status, button, typed, sent) => {
      renderAdminAt('/id-proof', [
        idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA]),
        reviewAnswer({ documentId: 'doc-1', status, message: sent }),
      ]);
      const panel = await openNora();
      fireEvent.click(within(panel).getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog');
      fireEvent.change(within(dialog).getByRole('textbox', { name: ADMIN_TEXTS.documentMessageOptional }), {
        target: { value: typed },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: button }));
      expect(
        await toasts().findByText(ADMIN_TEXTS.documentReviewed(ADMIN_TEXTS.documentStatusLabels[status]!)),
      ).toBeTruthy();
    },
  );

  it('cancels with Escape and sends nothing', async () => {
    const { requests } = renderAdminAt('/id-proof', [idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA])]);
    const panel = await openNora();
    const approve = within(panel).getByRole('button', { name: ADMIN_TEXTS.approveDocument });
    act(() => approve.focus());
    fireEvent.click(approve);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(approve);
    expect(requests()).not.toContain('ReviewIdDocument');
  });

  it("shows the server's refusal of a review", async () => {
    renderAdminAt('/id-proof', [
      idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA]),
      reviewAnswer({ documentId: 'doc-1', status: 'approved', message: null }, 'There is no such document.'),
    ]);
    const panel = await openNora();
    fireEvent.click(within(panel).getByRole('button', { name: ADMIN_TEXTS.approveDocument }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: ADMIN_TEXTS.approveDocument }));
    const toast = await toasts().findByRole('alert');
    expect(within(toast).getByText(SPEC_TEXTS.oopsSomethingWentWrong)).toBeTruthy();
    expect(within(toast).getByText('There is no such document.')).toBeTruthy();
  });

  it('opens for a sub-admin whose role holds ID Proof Verification Management', async () => {
    renderAdminAt(
      '/id-proof',
      [idDocumentsAnswer({ status: 'pending', currentPage: 1 }, [NORA])],
      {},
      {
        access: subAdmin(ID_PROOF),
      },
    );
    await listed('Nora Quinn');
  });
});

describe('the documents screen', () => {
  it('lists every status unless filtered, and filters by the status in the URL', async () => {
    const { router } = renderAdminAt('/document', [
      idDocumentsAnswer({ status: null, currentPage: 1 }, [NORA, { ...CLEO, status: 'approved' }]),
      idDocumentsAnswer({ status: 'approved', currentPage: 1 }, [{ ...CLEO, status: 'approved' }]),
    ]);
    await listed('Cleo Quinn');
    expect(within(table()).getAllByRole('rowheader')).toHaveLength(2);
    act(() =>
      fireEvent.change(screen.getByRole('combobox', { name: ADMIN_TEXTS.documentStatus }), {
        target: { value: 'approved' },
      }),
    );
    await waitFor(() => expect(within(table()).getAllByRole('rowheader')).toHaveLength(1));
    expect(router.state.location.search).toBe('?status=approved');
    expect(within(table()).getByText(ADMIN_TEXTS.documentKindLabels.drivingLicense!)).toBeTruthy();
  });
});
