// Step 2's photos: she uploads a .png or .jpg under 1 MB, puts the photos in order, captions them, picks the cover and
// deletes one; a file that is not an image is refused before anything is sent; the server's refusal is shown. The
// editor's own service is tested against the gateway's answers (REST upload, GraphQL changes); the page's handling of
// each change against a service kept in memory.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostListingPhotosDocument, ReorderListingPhotosDocument } from '../../gen/graphql';
import { ToastProvider } from '../../toasts/toasts';
import { EditorContext } from './editor-context';
import { PhotoServiceContext, type EditorPhoto, type PhotoService } from './photo-service';
import { PhotosPage } from './photos-page';
import { asAda, listingAnswer, listingFixture } from './testing';

const photo = (id: number, name: string, position: number, extra: Partial<EditorPhoto> = {}) => ({
  __typename: 'ListingPhoto' as const,
  id,
  name,
  photoDescription: '',
  type: 'upload',
  isCover: false,
  position,
  ...extra,
});

/** Photos kept in memory as listings-search keeps them: a cover flag of its own, and the host's order. */
function memoryPhotos(start: EditorPhoto[]): PhotoService & { calls: string[] } {
  let photos = start.map((p) => ({ ...p }));
  let next = 100;
  const calls: string[] = [];
  const ok = () => Promise.resolve({ ok: true as const, photos: photos.map((p) => ({ ...p })) });
  return {
    calls,
    upload: (_listId, file) => {
      calls.push(`upload ${file.name}`);
      photos.push(photo(next++, `${next}.jpg`, photos.length, { isCover: photos.length === 0 }));
      return ok();
    },
    reorder: (_listId, ids) => {
      calls.push(`reorder ${ids.join(',')}`);
      photos = photos.map((p) => ({ ...p, position: ids.indexOf(p.id) }));
      return ok();
    },
    caption: (_listId, id, caption) => {
      calls.push(`caption ${id} ${caption}`);
      photos = photos.map((p) => (p.id === id ? { ...p, photoDescription: caption } : p));
      return ok();
    },
    setCover: (_listId, id) => {
      calls.push(`cover ${id}`);
      photos = photos.map((p) => ({ ...p, isCover: p.id === id }));
      return ok();
    },
    remove: (_listId, id) => {
      calls.push(`remove ${id}`);
      photos = photos.filter((p) => p.id !== id);
      return ok();
    },
  };
}

function renderPhotos(service: PhotoService, photos: EditorPhoto[]) {
  const listing = listingFixture({ id: 7, photos });
  return render(
    <MockedProvider>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <ToastProvider>
          <MemoryRouter>
            <EditorContext.Provider value={{ listing, refuse: () => undefined }}>
              <PhotoServiceContext.Provider value={service}>
                <PhotosPage />
              </PhotoServiceContext.Provider>
            </EditorContext.Provider>
          </MemoryRouter>
        </ToastProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0,
]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const photoList = () => within(screen.getByRole('list', { name: 'Your photos, in order' }));
const shown = () =>
  photoList()
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

async function pickAndUpload(file: File) {
  fireEvent.change(screen.getByLabelText('Add a photo'), { target: { files: [file] } });
  const upload = screen.getByRole('button', { name: 'Upload photo' });
  await waitFor(() => expect((upload as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(upload);
}

describe('step 2, the photos', () => {
  it('uploads a PNG, then orders, captions, picks the cover and deletes, as the service answers', async () => {
    const start = [
      photo(1, 'one.jpg', 0, { photoDescription: 'Kitchen', isCover: true }),
      photo(2, 'two.jpg', 1, { photoDescription: 'Garden' }),
    ];
    const service = memoryPhotos(start);
    renderPhotos(service, start);
    expect(shown()).toEqual(['Kitchen', 'Garden']);
    expect(within(photoList().getAllByRole('listitem')[0]!).getByText('Cover')).toBeTruthy();

    await pickAndUpload(png('room.png'));
    await waitFor(() => expect(shown()).toEqual(['Kitchen', 'Garden', 'Photo 3 of your listing']));

    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    await waitFor(() => expect(shown()).toEqual(['Garden', 'Kitchen', 'Photo 3 of your listing']));

    fireEvent.change(screen.getByLabelText('Caption of photo 3'), { target: { value: 'Bedroom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save caption of photo 3' }));
    await waitFor(() => expect(shown()).toEqual(['Garden', 'Kitchen', 'Bedroom']));

    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() => expect(within(photoList().getAllByRole('listitem')[2]!).queryByText('Cover')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Make photo 3 the cover' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Make photo 2 the cover' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await waitFor(() => expect(shown()).toEqual(['Kitchen', 'Bedroom']));
    expect(service.calls).toEqual([
      'upload room.png',
      'reorder 2,1,100',
      'caption 100 Bedroom',
      'cover 100',
      'remove 2',
    ]);
  });

  it('refuses a file that is not a PNG or JPG with the rule of spec 001 §5, before sending it', async () => {
    const service = memoryPhotos([]);
    renderPhotos(service, []);
    expect(screen.getByText('Your listing has no photos yet.')).toBeTruthy();
    const field = screen.getByLabelText('Add a photo');
    fireEvent.change(field, { target: { files: [new File(['GIF89a....'], 'room.png', { type: 'image/png' })] } });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Photos .jpeg/.jpg/.png, max 1Mb.',
    );
    expect((screen.getByRole('button', { name: 'Upload photo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(service.calls).toEqual([]);
  });

  it("shows the service's refusal of a change", async () => {
    const start = [photo(1, 'one.jpg', 0, { isCover: true })];
    const service: PhotoService = {
      ...memoryPhotos(start),
      remove: () => Promise.resolve({ ok: false, message: 'This photo may have been deleted.' }),
    };
    renderPhotos(service, start);
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This photo may have been deleted.');
  });
});

describe("the editor's photos through the gateway", () => {
  afterEach(() => vi.unstubAllGlobals());

  const photosAnswer = (photos: ReturnType<typeof photo>[]): MockLink.MockedResponse => ({
    request: { query: HostListingPhotosDocument, variables: { listId: 7 } },
    result: {
      data: {
        getStepTwo: { __typename: 'Listing', id: 7, coverPhoto: photos.find((p) => p.isCover)?.name ?? null, photos },
      },
    },
  });

  it('uploads the bytes to /uploads/listing-photo for the listing, then shows its photos as the server has them', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ status: 'success', errorMessage: null }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetch);
    const added = photo(11, 'a1b2.jpg', 0, { isCover: true });
    asAda('/become-a-host/7/photos', [listingAnswer(7, listingFixture({ id: 7 })), photosAnswer([added])]);
    await screen.findByLabelText('Add a photo');
    const file = png('room.png');
    await pickAndUpload(file);
    const img = await screen.findByRole('img', { name: 'Photo 1 of your listing' });
    expect(img.getAttribute('src')).toBe('/upload/x_medium_a1b2.jpg');
    expect(fetch).toHaveBeenCalledWith(
      '/uploads/listing-photo?listId=7',
      expect.objectContaining({ method: 'POST', body: file, credentials: 'include' }),
    );
  });

  it("shows the server's refusal of an upload in the spec's words", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'invalid', errorMessage: 'Photos .jpeg/.jpg/.png, max 1Mb.' }), {
            status: 400,
          }),
      ),
    );
    asAda('/become-a-host/7/photos', [listingAnswer(7, listingFixture({ id: 7 }))]);
    await screen.findByLabelText('Add a photo');
    await pickAndUpload(png('room.png'));
    const section = screen.getByRole('region', { name: 'Photos' });
    expect((await within(section).findByRole('alert')).textContent).toBe('Photos .jpeg/.jpg/.png, max 1Mb.');
  });

  it('sends every photo id in the new order', async () => {
    const sent: unknown[] = [];
    const one = photo(1, 'one.jpg', 0, { isCover: true });
    const two = photo(2, 'two.jpg', 1);
    const listing = listingFixture({ id: 7, photos: [one, two] });
    asAda('/become-a-host/7/photos', [
      listingAnswer(7, listing),
      {
        request: {
          query: ReorderListingPhotosDocument,
          variables: (variables) => {
            sent.push(variables);
            return true;
          },
        },
        result: {
          data: {
            reorderListingPhotos: {
              __typename: 'ListingEditResult',
              status: 'success',
              errorMessage: null,
              fieldErrors: [],
              listing: {
                ...listing,
                photos: [
                  { ...one, position: 1 },
                  { ...two, position: 0 },
                ],
              },
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Move photo 2 up' }));
    await waitFor(() =>
      expect(
        photoList()
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual(['/upload/x_medium_two.jpg', '/upload/x_medium_one.jpg']),
    );
    expect(sent).toEqual([{ listId: 7, photoIds: [2, 1] }]);
  });
});
