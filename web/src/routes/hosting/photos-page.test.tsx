// Step 2's photos: while the server takes no photos the step says so and shows the listing's photos; behind the
// PhotoService interface (here an in-memory one), she uploads a .png or .jpg under 1 MB, orders, captions, picks the
// cover and deletes, and a file that is not an image is refused before anything is sent.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../toasts/toasts';
import { EditorContext } from './editor-context';
import { PhotosPage } from './photos-page';
import { PhotoServiceContext, type EditorPhoto, type PhotoService } from './photo-service';
import { asAda, listingAnswer, listingFixture } from './testing';

const photo = (id: number, name: string, photoDescription = ''): EditorPhoto & { __typename: 'ListingPhoto' } => ({
  __typename: 'ListingPhoto',
  id,
  name,
  photoDescription,
  type: 'upload',
});

/** Photos kept in memory, as the server would keep them: cover first, in her order. */
function memoryPhotos(start: EditorPhoto[]): PhotoService & { calls: string[] } {
  let photos = [...start];
  let next = 100;
  const calls: string[] = [];
  const ok = () => Promise.resolve({ ok: true as const, photos: [...photos] });
  return {
    available: true,
    calls,
    upload: (_listId, file) => {
      calls.push(`upload ${file.name}`);
      photos = [...photos, { id: next++, name: `${next}.jpg`, photoDescription: '', type: 'upload' }];
      return ok();
    },
    reorder: (_listId, ids) => {
      calls.push(`reorder ${ids.join(',')}`);
      photos = ids.map((id) => photos.find((p) => p.id === id)!);
      return ok();
    },
    caption: (_listId, id, caption) => {
      calls.push(`caption ${id} ${caption}`);
      photos = photos.map((p) => (p.id === id ? { ...p, photoDescription: caption } : p));
      return ok();
    },
    setCover: (_listId, id) => {
      calls.push(`cover ${id}`);
      photos = [photos.find((p) => p.id === id)!, ...photos.filter((p) => p.id !== id)];
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
  const listing = listingFixture({ id: 7, photos: photos.map((p) => ({ __typename: 'ListingPhoto' as const, ...p })) });
  return render(
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
    </IntlProvider>,
  );
}

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0,
]);
const captions = () =>
  within(screen.getByRole('list', { name: 'Your photos, in order' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));

describe('step 2, the photos', () => {
  it('says photos can be added soon while the server takes none, and shows those the listing has', async () => {
    asAda('/become-a-host/7/photos', [
      listingAnswer(7, listingFixture({ id: 7, photos: [photo(1, 'a1b2.jpg', 'The garden')] })),
    ]);
    expect((await screen.findByText('Photos can be added soon')).closest('[role="status"]')).toBeTruthy();
    const img = screen.getByRole('img', { name: 'The garden' });
    expect(img.getAttribute('src')).toBe('/upload/x_medium_a1b2.jpg');
    expect(screen.queryByLabelText('Add a photo')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue to the title and description' }).getAttribute('href')).toBe(
      '/become-a-host/7/description',
    );
  });

  it('uploads a PNG, then orders, captions, picks the cover and deletes through the service', async () => {
    const service = memoryPhotos([photo(1, 'one.jpg', 'Kitchen'), photo(2, 'two.jpg', 'Garden')]);
    renderPhotos(service, [photo(1, 'one.jpg', 'Kitchen'), photo(2, 'two.jpg', 'Garden')]);
    expect(captions()).toEqual(['Kitchen', 'Garden']);

    fireEvent.change(screen.getByLabelText('Add a photo'), {
      target: { files: [new File([PNG], 'room.png', { type: 'image/png' })] },
    });
    const upload = screen.getByRole('button', { name: 'Upload photo' });
    await waitFor(() => expect((upload as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(upload);
    await waitFor(() => expect(captions()).toHaveLength(3));

    fireEvent.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    await waitFor(() => expect(captions()).toEqual(['Garden', 'Kitchen', 'Photo 3 of your listing']));

    fireEvent.change(screen.getByLabelText('Caption of photo 3'), { target: { value: 'Bedroom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save caption of photo 3' }));
    await waitFor(() => expect(captions()).toEqual(['Garden', 'Kitchen', 'Bedroom']));

    fireEvent.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    await waitFor(() => expect(captions()).toEqual(['Bedroom', 'Garden', 'Kitchen']));
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Cover')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    await waitFor(() => expect(captions()).toEqual(['Bedroom', 'Kitchen']));
    expect(service.calls).toEqual([
      'upload room.png',
      'reorder 2,1,100',
      'caption 100 Bedroom',
      'cover 100',
      'remove 2',
    ]);
  });

  it('refuses a file that is not a PNG or JPG before sending it', async () => {
    const service = memoryPhotos([]);
    renderPhotos(service, []);
    fireEvent.change(screen.getByLabelText('Add a photo'), {
      target: { files: [new File(['GIF89a....'], 'room.gif', { type: 'image/gif' })] },
    });
    const field = screen.getByLabelText('Add a photo');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect((screen.getByRole('button', { name: 'Upload photo' }) as HTMLButtonElement).disabled).toBe(true);
    expect(service.calls).toEqual([]);
  });

  it("shows the service's refusal of a photo", async () => {
    const service: PhotoService = {
      ...memoryPhotos([photo(1, 'one.jpg')]),
      remove: () => Promise.resolve({ ok: false, message: 'This photo could not be deleted just now.' }),
    };
    renderPhotos(service, [photo(1, 'one.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This photo could not be deleted just now.');
  });
});
