// Identity documents as use cases on one real database and a real file store: the upload (re-encoded, kept private),
// its image, the admins' queue and review.
import { createHash } from 'node:crypto';
import { imageKey, newFileName } from '@golightly/file-store';
import { IdDocumentReviewedSchema, IdDocumentStatus, IdDocumentUploadedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idDocumentsForReview, myIdDocuments } from '../src/app/id-documents';
import { openIdDocumentImage } from '../src/app/profile-images';
import type { Caller } from '../src/app/caller';
import { reviewIdDocument } from '../src/app/review-id-document';
import { showUserProfile } from '../src/app/show-user-profile';
import { uploadIdDocument } from '../src/app/upload-id-document';
import { readVerifiedInfo } from '../src/app/verified-info';
import { insertIdDocument, type IdDocumentView } from '../src/db/profile';
import { fileKey } from '../src/files/file-store';
import { actorOf, adminLogRows } from './support/admin-log';
import { watchedStore } from './support/files';
import {
  exifHasGps,
  GIF,
  imageInfo,
  photoWithGps,
  PNG,
  profileTestbed,
  sampleJpeg,
  SETUP_MS,
  sidewaysJpeg,
  sized,
  type ProfileTestbed,
} from './support/profile-fixtures';

describe('identity documents', () => {
  let bed: ProfileTestbed;
  let adminId: string;
  let document: IdDocumentView;
  const ids = {} as Record<'ada' | 'bea' | 'dee' | 'fay', string>;
  const upload = (userId: string, documentType: string | undefined, bytes: Buffer) =>
    uploadIdDocument({ db: bed.db, crypto: bed.crypto, files: bed.files }, userId, { documentType, bytes });
  const review = (documentId: string, status: string, message?: string) =>
    reviewIdDocument(
      { db: bed.db, crypto: bed.crypto },
      actorOf(adminId, { privilegeId: 22, privilegeName: 'ID Proof Verification Management' }),
      { documentId, status, message },
    );
  const open = (caller: Caller, fileName: string, ownerId?: string) =>
    openIdDocumentImage({ db: bed.db, files: bed.files }, caller, { fileName, ownerId });
  const member = (userId: string, coHost = false): Caller => ({ kind: 'member', userId, sessionId: 'session', coHost });
  const info = async (userId: string) => {
    const result = await readVerifiedInfo(bed.db, userId);
    if (result.status !== 'found') throw new Error('no record');
    return result.info;
  };

  beforeAll(async () => {
    bed = await profileTestbed('accounts_id_documents');
    [ids.ada, ids.bea, ids.dee, ids.fay, adminId] = await Promise.all([
      bed.member('Ada'),
      bed.member('Bea'),
      bed.member('Dee'),
      bed.member('Fay'),
      bed.admin('admin@golightly.test'),
    ]);
  }, SETUP_MS);
  afterAll(() => bed?.close());

  it('takes her passport as a PNG, pending review, and tells the admins', async () => {
    const uploaded = await upload(ids.ada, 'passport', PNG);
    expect(uploaded).toMatchObject({
      status: 'success',
      document: { status: 'pending', documentType: 'passport', userId: ids.ada },
    });
    if (uploaded.status !== 'success') return;
    document = uploaded.document;
    expect(document.url).toBe(`/id-proof/${document.fileName}`);
    expect(await bed.latestEvent(IdDocumentUploadedSchema)).toMatchObject({
      userId: ids.ada,
      documentId: document.id,
      documentType: 'passport',
      email: 'ada@example.com',
    });
    expect(await info(ids.ada)).toMatchObject({
      isIdVerification: false,
      isGovtProofVerificationImageCount: 1,
      idDocumentStatus: 'pending',
    });
    expect(await myIdDocuments(bed.db, ids.ada)).toEqual([document]);
  });

  it('refuses a GIF, a 2 MB image and an unknown kind of document, storing nothing', async () => {
    const files = watchedStore(bed.files);
    const upload = (userId: string, documentType: string | undefined, bytes: Buffer) =>
      uploadIdDocument({ db: bed.db, crypto: bed.crypto, files }, userId, { documentType, bytes });
    expect(await upload(ids.bea, 'passport', GIF)).toEqual({
      status: 'invalid',
      tooLarge: false,
      message: 'Only PNG and JPG images can be uploaded.',
    });
    expect(await upload(ids.bea, 'passport', sized(await sampleJpeg(), 2_000_000))).toEqual({
      status: 'invalid',
      tooLarge: true,
      message: 'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
    });
    expect(await upload(ids.bea, 'passport', Buffer.from('%PDF-1.7\n', 'latin1'))).toEqual({
      status: 'invalid',
      tooLarge: false,
      message: 'Only PNG and JPG images can be uploaded.',
    });
    expect(await upload(ids.bea, 'library-card', PNG)).toEqual({
      status: 'invalid',
      tooLarge: false,
      message: 'Please choose the kind of document: passport, driving license, national ID card or residence permit.',
    });
    expect(await myIdDocuments(bed.db, ids.bea)).toEqual([]);
    expect(files.written).toEqual([]);
  });

  it('keeps no file when her document cannot be recorded, and stores all of it or nothing', async () => {
    const bytes = await sampleJpeg();
    const failing = watchedStore(bed.files, /full_/);
    await expect(
      uploadIdDocument({ db: bed.db, crypto: bed.crypto, files: failing }, ids.bea, {
        documentType: 'passport',
        bytes,
      }),
    ).rejects.toThrow('No space left');
    expect(await failing.remaining()).toEqual([]);
    // A document type the database refuses: the file was stored inside the transaction, and is removed with it.
    await bed.db.raw(
      "alter table identity_documents add constraint test_no_residence_permits check (document_type <> 'residencePermit')",
    );
    try {
      const files = watchedStore(bed.files);
      await expect(
        uploadIdDocument({ db: bed.db, crypto: bed.crypto, files }, ids.bea, {
          documentType: 'residencePermit',
          bytes,
        }),
      ).rejects.toThrow('test_no_residence_permits');
      expect(files.written).toHaveLength(1);
      expect(await files.remaining()).toEqual([]);
    } finally {
      await bed.db.raw('alter table identity_documents drop constraint test_no_residence_permits');
    }
    expect(await myIdDocuments(bed.db, ids.bea)).toEqual([]);
  });

  it('opens the image to its owner and to admins, and to nobody else', async () => {
    // Her opaque PNG is kept as a JPEG (decision 0033): re-encoded, never the bytes she sent.
    expect(await open(member(ids.ada), document.fileName)).toEqual({
      status: 'found',
      bytes: (await bed.files.get(imageKey('id-proofs', 'full', document.fileName)))!.bytes,
      contentType: 'image/jpeg',
    });
    expect(await open({ kind: 'admin', sessionId: 'session' }, document.fileName)).toMatchObject({ status: 'found' });
    expect(await open(member(ids.ada), document.fileName, ids.ada)).toMatchObject({ status: 'found' });
    expect(await open(member(ids.bea), document.fileName)).toEqual({ status: 'notFound' });
    expect(await open(member(ids.bea), document.fileName, ids.ada)).toEqual({ status: 'notFound' });
    expect(await open(member(ids.ada), document.fileName, ids.bea)).toEqual({ status: 'notFound' });
    expect(await open({ kind: 'visitor' }, document.fileName)).toEqual({ status: 'notFound' });
    // A co-host acting for Ada's account does not see her documents.
    expect(await open(member(ids.ada, true), document.fileName)).toEqual({ status: 'notFound' });
    expect(await open(member(ids.ada), '../../etc/passwd')).toEqual({ status: 'notFound' });
  });

  it('lists documents for the admins by status, with the member named, and refuses an unknown status', async () => {
    const listed = await idDocumentsForReview(bed.db, { status: 'pending' });
    expect(listed).toMatchObject({ status: 'listed', count: 1 });
    expect(listed.status === 'listed' && listed.results).toEqual([
      expect.objectContaining({ id: document.id, firstName: 'Ada', url: document.url }),
    ]);
    expect(await idDocumentsForReview(bed.db, { status: 'approved' })).toMatchObject({ count: 0, results: [] });
    expect(await idDocumentsForReview(bed.db, { status: 'lost' })).toMatchObject({ status: 'invalidStatus' });
  });

  it('lets an admin flag, reject and approve a document, verifying her identity while one is approved', async () => {
    expect(await review(document.id, 'pending')).toEqual({
      status: 'invalid',
      message: 'Please choose approved, rejected or flagged.',
    });
    expect(await review('00000000-0000-4000-8000-00000000abcd', 'approved')).toEqual({
      status: 'notFound',
      message: 'There is no such document.',
    });
    expect(await review('not-a-uuid', 'approved')).toMatchObject({ status: 'notFound' });

    expect(await review(document.id, 'flagged', 'The photo is blurred.')).toMatchObject({
      status: 'success',
      document: { status: 'flagged', reviewMessage: 'The photo is blurred.' },
    });
    expect(await review(document.id, 'approved')).toMatchObject({
      status: 'success',
      document: { status: 'approved', reviewMessage: null, reviewedAt: expect.any(String) },
    });
    expect(await bed.latestEvent(IdDocumentReviewedSchema)).toMatchObject({
      userId: ids.ada,
      documentId: document.id,
      status: IdDocumentStatus.APPROVED,
      isIdVerified: true,
      email: 'ada@example.com',
    });
    expect(await info(ids.ada)).toMatchObject({
      isIdVerification: true,
      isGovtProofVerification: true,
      idDocumentStatus: 'approved',
    });
    const seen = await showUserProfile({ db: bed.db, crypto: bed.crypto }, member(ids.bea), {
      profileId: await bed.profileIdOf(ids.ada),
    });
    expect(seen).toMatchObject({ profile: { verification: { isIdVerification: true } } });

    expect(await review(document.id, 'rejected', 'Expired passport.')).toMatchObject({
      status: 'success',
      document: { status: 'rejected' },
    });
    expect(await info(ids.ada)).toMatchObject({ isIdVerification: false });
    // The same review again changes nothing and records nothing; refusals record nothing either.
    await review(document.id, 'rejected', 'Expired passport.');
    const profileId = await bed.profileIdOf(ids.ada);
    expect(
      (await adminLogRows(bed.db)).map(({ action, summary, privilegeName, recordId }) => ({
        action,
        summary,
        privilegeName,
        recordId,
      })),
    ).toEqual(
      [
        ['id_document.flagged', 'Flagged'],
        ['id_document.approved', 'Approved'],
        ['id_document.rejected', 'Rejected'],
      ].map(([action, verb]) => ({
        action,
        summary: `${verb} the passport of Ada Tester (profile ${profileId})`,
        privilegeName: 'ID Proof Verification Management',
        recordId: document.id,
      })),
    );
  });

  it('lets a member keep at most three documents waiting for review, even when four arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(ids.dee, 'drivingLicense', PNG)));
    expect(answers.filter((answer) => answer.status === 'success')).toHaveLength(3);
    expect(answers.find((answer) => answer.status !== 'success')).toEqual({
      status: 'tooManyWaiting',
      message: expect.any(String),
    });
    expect(await myIdDocuments(bed.db, ids.dee)).toHaveLength(3);
  });

  it('keeps a phone photo of her passport upright, without its metadata, in one private size an admin can read', async () => {
    const photo = await photoWithGps(2400, 1800);
    expect(exifHasGps((await imageInfo(photo)).exif)).toBe(true);
    const uploaded = await upload(ids.fay, 'passport', photo);
    if (uploaded.status !== 'success') throw new Error(`upload ${uploaded.status}`);
    const { fileName } = uploaded.document;
    const kept = (await bed.files.get(imageKey('id-proofs', 'full', fileName)))!;
    const info = await imageInfo(kept.bytes);
    expect(info).toMatchObject({ format: 'jpeg', width: 2000, height: 1500 });
    expect([info.exif, info.xmp, info.icc]).toEqual([undefined, undefined, undefined]);
    expect(kept.bytes.includes('SecretCam')).toBe(false);
    // Only that one size, and nothing in the public pictures' area.
    for (const key of [
      fileKey('id-proofs', fileName),
      fileKey('avatars', fileName),
      ...['x_small', 'x_medium', 'x_large'].flatMap((size) => [
        imageKey('id-proofs', size, fileName),
        imageKey('avatars', size, fileName),
      ]),
    ]) {
      expect(await bed.files.exists(key)).toBe(false);
    }
    expect(await open(member(ids.fay), fileName)).toEqual({
      status: 'found',
      bytes: kept.bytes,
      contentType: 'image/jpeg',
    });

    // A smaller photo keeps its own size; one taken sideways is stored upright.
    const sideways = await upload(ids.fay, 'drivingLicense', await sidewaysJpeg(1200, 900));
    if (sideways.status !== 'success') throw new Error(`upload ${sideways.status}`);
    const upright = await bed.files.get(imageKey('id-proofs', 'full', sideways.document.fileName));
    expect(await imageInfo(upright!.bytes)).toMatchObject({ width: 1200, height: 900 });
    expect((await imageInfo(upright!.bytes)).orientation).toBeUndefined();
  });

  it('opens a document stored as uploaded before, re-encoded without its metadata', async () => {
    const photo = await photoWithGps(800, 600);
    const fileName = newFileName('jpg');
    await bed.files.put(fileKey('id-proofs', fileName), photo, 'image/jpeg');
    await bed.db.transaction((trx) =>
      insertIdDocument(trx, {
        userId: ids.fay,
        documentType: 'nationalIdCard',
        fileName,
        contentType: 'image/jpeg',
        byteSize: photo.length,
        sha256: createHash('sha256').update(photo).digest(),
      }),
    );
    const opened = await open({ kind: 'admin', sessionId: 'session' }, fileName);
    expect(opened).toMatchObject({ status: 'found', contentType: 'image/jpeg' });
    if (opened.status !== 'found') return;
    const info = await imageInfo(opened.bytes);
    expect([info.width, info.height, info.exif]).toEqual([800, 600, undefined]);
    expect(opened.bytes.includes('SecretCam')).toBe(false);
  });
});
