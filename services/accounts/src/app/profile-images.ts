// Use cases: reading the images of profiles, a member's current picture for anyone and an identity document's image
// for its owner and admins (decision 0009). What is served is always a re-encoded image (decision 0033, amended).
import type { Knex } from '@golightly/db';
import { findCurrentPicture, findIdDocument } from '../db/profile';
import { STORED_FILE_NAME, type FileStore } from '../files/file-store';
import { readAreaImage, type AvatarSize } from '../files/images';
import type { Caller } from './caller';

export type ImageResult = { status: 'found'; bytes: Buffer; contentType: string } | { status: 'notFound' };

const notFound = { status: 'notFound' } as const;

/** One size of a picture that is some live member's current one; a replaced picture is no longer served. */
export async function openAvatar(
  deps: { db: Knex; files: FileStore },
  fileName: string,
  size: AvatarSize = 'x_medium',
): Promise<ImageResult> {
  if (!STORED_FILE_NAME.test(fileName)) return notFound;
  const picture = await findCurrentPicture(deps.db, fileName);
  const file = picture ? await readAreaImage(deps.files, 'avatars', fileName, size) : null;
  return file ? { status: 'found', bytes: file.bytes, contentType: file.contentType } : notFound;
}

/**
 * A document's image, to its owner or to an admin (whose ID proof verification privilege the route has checked).
 * Everyone else, a co-host of the owner included, hears there is no such image, as for a name that does not exist;
 * `ownerId`, when given, must be the owner's.
 */
export async function openIdDocumentImage(
  deps: { db: Knex; files: FileStore },
  caller: Caller,
  request: { fileName: string; ownerId?: string },
): Promise<ImageResult> {
  if (!STORED_FILE_NAME.test(request.fileName)) return notFound;
  const document = await findIdDocument(deps.db, { fileName: request.fileName });
  if (!document || (request.ownerId !== undefined && request.ownerId !== document.userId)) return notFound;
  const mayView =
    caller.kind === 'admin' || (caller.kind === 'member' && !caller.coHost && caller.userId === document.userId);
  if (!mayView) return notFound;
  const file = await readAreaImage(deps.files, 'id-proofs', request.fileName, 'full');
  return file ? { status: 'found', bytes: file.bytes, contentType: file.contentType } : notFound;
}
