// Use case: a member uploads her profile picture (spec 001 §5): PNG or JPG under 1 MB, judged by its bytes, then
// re-encoded in the sizes the apps show (decision 0033, amended), so her public avatar carries no EXIF or GPS place.
import { createHash } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { avatarUrl, findProfileRow, publicProfileOf, refreshSteps, setProfilePicture } from '../db/profile';
import { isProfileComplete } from '../domain/profile';
import { profileUpdated } from '../events/publish';
import type { FileStore } from '../files/file-store';
import { removeAreaImage, storeAreaImage, takeImage } from '../files/images';

export type UploadProfilePhotoResult =
  | {
      status: 'success';
      picture: string;
      url: string;
      /** The replaced picture's files could not all be removed (no longer served; its row names them). */
      leftOver?: { fileName: string; error: unknown };
    }
  | { status: 'invalid'; tooLarge: boolean; message: string }
  | { status: 'accountGone' };

/**
 * Stores every size under a name accounts makes, then makes it her picture and publishes ProfileUpdated in one
 * transaction; when that fails the stored sizes are removed again, so no file is left that no row names. Once it
 * is hers, the sizes of the picture it replaced are removed.
 */
export async function uploadProfilePhoto(
  deps: { db: Knex; files: FileStore },
  userId: string,
  bytes: Buffer,
): Promise<UploadProfilePhotoResult> {
  const upload = await takeImage('avatars', bytes);
  if (!upload.ok) return { status: 'invalid', tooLarge: upload.tooLarge, message: upload.message };
  const { image } = upload;
  const fileName = await storeAreaImage(deps.files, 'avatars', image);
  let replaced: string | null;
  try {
    const saved = await deps.db.transaction(async (trx) => {
      const before = await findProfileRow(trx, { userId }, true);
      if (!before) return null;
      await setProfilePicture(trx, {
        userId,
        fileName,
        contentType: image.contentType,
        // What she sent (under 1 MB by the rule), not what is kept: the sizes are re-encoded from it.
        byteSize: bytes.length,
        sha256: createHash('sha256').update(bytes).digest(),
      });
      const steps = await refreshSteps(trx, userId);
      const member = (await findProfileRow(trx, { userId }))!;
      await profileUpdated(trx, publicProfileOf(member), ['picture'], isProfileComplete(steps));
      return { replaced: before.picture };
    });
    if (!saved) {
      await removeAreaImage(deps.files, 'avatars', fileName);
      return { status: 'accountGone' };
    }
    replaced = saved.replaced;
  } catch (error) {
    await removeAreaImage(deps.files, 'avatars', fileName);
    throw error;
  }
  const result = { status: 'success', picture: fileName, url: avatarUrl(fileName) } as const;
  // A social sign-in's picture is a URL, not a file of ours: removeAreaImage leaves any such name alone.
  if (replaced === null || replaced === fileName) return result;
  try {
    await removeAreaImage(deps.files, 'avatars', replaced);
    return result;
  } catch (error) {
    return { ...result, leftOver: { fileName: replaced, error } };
  }
}
