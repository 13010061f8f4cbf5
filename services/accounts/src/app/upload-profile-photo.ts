// Use case: a member uploads her profile picture (spec 001 §5): PNG or JPG under 1 MB, judged by its bytes.
import { createHash } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { avatarUrl, findProfileRow, publicProfileOf, refreshSteps, setProfilePicture } from '../db/profile';
import { checkImage } from '../domain/images';
import { isProfileComplete } from '../domain/profile';
import { profileUpdated } from '../events/publish';
import { fileKey, newFileName, type FileStore } from '../files/file-store';

export type UploadProfilePhotoResult =
  | { status: 'success'; picture: string; url: string }
  | { status: 'invalid'; tooLarge: boolean; message: string }
  | { status: 'accountGone' };

/**
 * Stores the file under a name accounts makes, then makes it her picture and publishes ProfileUpdated in one
 * transaction; when that fails the stored file is removed again, so no file is left that no row names.
 */
export async function uploadProfilePhoto(
  deps: { db: Knex; files: FileStore },
  userId: string,
  bytes: Buffer,
): Promise<UploadProfilePhotoResult> {
  const image = checkImage(bytes);
  if (!image.ok) return { status: 'invalid', tooLarge: image.reason === 'tooLarge', message: image.message };
  const fileName = newFileName(image.extension);
  const key = fileKey('avatars', fileName);
  await deps.files.put(key, bytes, image.contentType);
  try {
    const saved = await deps.db.transaction(async (trx) => {
      if (!(await findProfileRow(trx, { userId }, true))) return false;
      await setProfilePicture(trx, {
        userId,
        fileName,
        contentType: image.contentType,
        byteSize: bytes.length,
        sha256: createHash('sha256').update(bytes).digest(),
      });
      const steps = await refreshSteps(trx, userId);
      const member = (await findProfileRow(trx, { userId }))!;
      await profileUpdated(trx, publicProfileOf(member), ['picture'], isProfileComplete(steps));
      return true;
    });
    if (!saved) {
      await deps.files.delete(key);
      return { status: 'accountGone' };
    }
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
  return { status: 'success', picture: fileName, url: avatarUrl(fileName) };
}
