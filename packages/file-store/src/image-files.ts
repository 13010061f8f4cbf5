// Where an accepted image's sizes are kept: `<folder>/<size>_<uuid>.<ext>`, one file per size under one new name, so
// that `/upload/x_medium_{name}` finds its file and the name says nothing a client chose.
import type { FileStore } from './file-store';
import type { ImageIntake } from './images';
import { checkedKey, newFileName } from './keys';

/** The key of one size of an image: `photos/x_medium_<uuid>.jpg`. */
export const imageKey = (folder: string, size: string, fileName: string) => checkedKey(`${folder}/${size}_${fileName}`);

/**
 * Stores every size of an accepted image under a new name and returns that name (`<uuid>.jpg|png`). All or nothing:
 * when one write fails, the others are deleted again and the error is thrown.
 */
export async function storeImage(
  store: FileStore,
  folder: string,
  image: Extract<ImageIntake, { ok: true }>,
): Promise<string> {
  const fileName = newFileName(image.extension);
  const keys = image.variants.map((variant) => imageKey(folder, variant.size, fileName));
  const writes = await Promise.allSettled(
    image.variants.map((variant, i) => store.put(keys[i]!, variant.bytes, image.contentType)),
  );
  const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
  if (failed) {
    await Promise.allSettled(keys.map((key) => store.delete(key)));
    throw failed.reason;
  }
  return fileName;
}

/** Deletes every size of an image stored by `storeImage`. */
export async function deleteImage(
  store: FileStore,
  folder: string,
  fileName: string,
  sizes: readonly string[],
): Promise<void> {
  await Promise.all(sizes.map((size) => store.delete(imageKey(folder, size, fileName))));
}
