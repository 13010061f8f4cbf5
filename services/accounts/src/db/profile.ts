// Queries of the profile and its verification: profile fields and steps, phone codes, identity documents, pictures.
import type { Knex } from '@golightly/db';
import { isPhoneGateExempt } from '../domain/phone';
import type { ProfileChanges } from '../domain/profile';
import { profileSteps, stepColumns, type ProfileSteps } from '../domain/profile';
import type { FieldCrypto } from './field-crypto';
import { liveMemberWithVerification } from './users';

type Db = Knex | Knex.Transaction;

/** A member's row as the profile reads it: the users columns, her verification flags and her documents' state. */
export interface ProfileRow {
  id: string;
  profile_id: number;
  first_name: string;
  last_name: string;
  picture: string | null;
  created_at: Date;
  gender: 'male' | 'female' | null;
  date_of_birth_encrypted: string | null;
  email_encrypted: string | null;
  phone_encrypted: string | null;
  dial_code: string | null;
  country_code: string | null;
  zip_code: string | null;
  member_status: 'pending' | 'standard' | 'on_hold' | 'rejected';
  /** The host a co-host account acts for; null for a member's own account. */
  co_host_of: string | null;
  is_diamond: boolean;
  preferred_language: string | null;
  preferred_currency: string | null;
  location: string | null;
  info: string | null;
  summary: string | null;
  current_position: string | null;
  education: string | null;
  university_id: number | null;
  other_university: string | null;
  company_name: string | null;
  industry: string | null;
  secondary_email_encrypted: string | null;
  linkedin_url: string | null;
  social_media_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  website_url: string | null;
  step1: string | null;
  step2: string | null;
  step3: string | null;
  step4: string | null;
  is_profile_updated: boolean;
  is_email_confirmed: boolean;
  is_phone_verified: boolean;
  is_id_verification: boolean;
  is_govt_proof_verification: boolean;
  is_facebook_connected: boolean;
  is_google_connected: boolean;
  is_linkedin_connected: boolean;
  /** How many identity document images she uploaded. */
  id_document_count: number;
  /** The review status of her latest document; null when she has none. */
  latest_id_document_status: string | null;
}

/** A live member's profile row, by user id or profile number. `lock` takes her users row for update. */
export async function findProfileRow(
  db: Db,
  where: { userId: string } | { profileId: number },
  lock = false,
): Promise<ProfileRow | undefined> {
  const query = liveMemberWithVerification(db, where)
    .select(
      db.raw('(select count(*)::int from identity_documents d where d.user_id = u.id) as id_document_count'),
      db.raw(
        '(select d.status from identity_documents d where d.user_id = u.id order by d.created_at desc, d.id limit 1) as latest_id_document_status',
      ),
    )
    .first();
  if (lock) void query.forUpdate('u');
  return query;
}

/** The viewer's membership status, to decide whether other members' profiles open to her; undefined when gone. */
export async function findMemberStatus(db: Db, userId: string): Promise<ProfileRow['member_status'] | undefined> {
  const row = await db('users').where({ id: userId }).whereNull('deleted_at').first('member_status');
  return row?.member_status;
}

/** Takes her users row for update: what serialises her requests for phone codes. */
export async function lockUserRow(trx: Knex.Transaction, userId: string): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
}

/** Her phone counts as verified: verified with a code, or exempt (+971 in the Emirates, spec 000 §4, §9). */
export const phoneCountsAsVerified = (row: Pick<ProfileRow, 'is_phone_verified' | 'dial_code' | 'country_code'>) =>
  row.is_phone_verified || isPhoneGateExempt(row.dial_code, row.country_code);

/** Recomputes steps 1-4 from the row as it now is and stores them; returns them. */
export async function refreshSteps(trx: Knex.Transaction, userId: string): Promise<ProfileSteps> {
  const row = await findProfileRow(trx, { userId }, true);
  if (!row) throw new Error(`No live member ${userId}`);
  const steps = profileSteps({
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    location: row.location,
    picture: row.picture,
    phoneVerified: phoneCountsAsVerified(row),
    info: row.info,
    currentPosition: row.current_position,
  });
  await trx('users').where({ id: userId }).update(stepColumns(steps));
  return steps;
}

const COLUMNS: Readonly<Record<Exclude<keyof ProfileChanges, 'secondaryEmail'>, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  preferredLanguage: 'preferred_language',
  preferredCurrency: 'preferred_currency',
  location: 'location',
  info: 'info',
  summary: 'summary',
  currentPosition: 'current_position',
  education: 'education',
  universityId: 'university_id',
  otherUniversity: 'other_university',
  companyName: 'company_name',
  industry: 'industry',
  linkedinUrl: 'linkedin_url',
  socialMediaUrl: 'social_media_url',
  facebookUrl: 'facebook_url',
  instagramUrl: 'instagram_url',
  websiteUrl: 'website_url',
};

/** Saves a checked edit and marks the profile updated (spec 000 §4: "updated" is a profile saved at least once). */
export async function saveProfileChanges(
  trx: Knex.Transaction,
  userId: string,
  changes: ProfileChanges,
  crypto: FieldCrypto,
): Promise<void> {
  const update: Record<string, unknown> = { is_profile_updated: true, profile_updated_at: trx.fn.now() };
  for (const [field, value] of Object.entries(changes)) {
    if (field === 'secondaryEmail') {
      update.secondary_email_encrypted = value === null ? null : crypto.encrypt(value as string);
      update.secondary_email_hash = value === null ? null : crypto.lookupHash(value as string);
    } else {
      update[COLUMNS[field as keyof typeof COLUMNS]] = value;
    }
  }
  await trx('users').where({ id: userId }).update(update);
}

export async function setGender(trx: Knex.Transaction, userId: string, gender: 'male' | 'female'): Promise<boolean> {
  const updated = await trx('users').where({ id: userId }).whereNull('gender').update({ gender });
  return updated === 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Verification flags

export type SocialConnection = 'facebook' | 'google' | 'linkedin';

export async function disconnectSocial(db: Db, userId: string, connection: SocialConnection): Promise<void> {
  const column = `is_${connection}_connected`;
  await db('user_verifications')
    .insert({ user_id: userId, [column]: false })
    .onConflict('user_id')
    .merge({ [column]: false });
}

/** Her identity counts as verified while one of her documents is approved. */
export async function refreshIdVerification(trx: Knex.Transaction, userId: string): Promise<boolean> {
  const approved = await trx('identity_documents').where({ user_id: userId, status: 'approved' }).first('id');
  const verified = approved !== undefined;
  await trx('user_verifications')
    .insert({ user_id: userId, is_id_verification: verified, is_govt_proof_verification: verified })
    .onConflict('user_id')
    .merge({ is_id_verification: verified, is_govt_proof_verification: verified });
  return verified;
}

// ---------------------------------------------------------------------------------------------------------------
// Phone verification codes

export interface PhoneCodeRow {
  id: number;
  codeHash: Buffer;
  salt: Buffer;
  phoneEncrypted: string;
  dialCode: string;
  countryCode: string;
  failedAttempts: number;
  expiresAt: Date;
  usedAt: Date | null;
  voidedAt: Date | null;
}

export async function countCodesLastHour(db: Db, userId: string): Promise<number> {
  const [row] = await db('phone_verification_codes')
    .where({ user_id: userId })
    .where('created_at', '>', db.raw("now() - interval '1 hour'"))
    .count({ n: '*' });
  return Number(row?.n ?? 0);
}

/** Stores a new code; her earlier live codes stop working. */
export async function insertPhoneCode(
  trx: Knex.Transaction,
  code: {
    userId: string;
    codeHash: Buffer;
    salt: Buffer;
    phoneEncrypted: string;
    dialCode: string;
    countryCode: string;
    expiresAt: Date;
  },
): Promise<void> {
  await trx('phone_verification_codes')
    .where({ user_id: code.userId })
    .whereNull('used_at')
    .whereNull('voided_at')
    .update({ voided_at: trx.fn.now() });
  await trx('phone_verification_codes').insert({
    user_id: code.userId,
    code_hash: code.codeHash,
    salt: code.salt,
    phone_encrypted: code.phoneEncrypted,
    dial_code: code.dialCode,
    country_code: code.countryCode,
    expires_at: code.expiresAt,
  });
}

/** Her latest code, locked, so two guesses at once cannot both slip under the attempt limit. */
export async function latestPhoneCode(trx: Knex.Transaction, userId: string): Promise<PhoneCodeRow | null> {
  const row = await trx('phone_verification_codes').where({ user_id: userId }).orderBy('id', 'desc').forUpdate().first({
    id: 'id',
    codeHash: 'code_hash',
    salt: 'salt',
    phoneEncrypted: 'phone_encrypted',
    dialCode: 'dial_code',
    countryCode: 'country_code',
    failedAttempts: 'failed_attempts',
    expiresAt: 'expires_at',
    usedAt: 'used_at',
    voidedAt: 'voided_at',
  });
  return row ?? null;
}

export async function countFailedAttempt(trx: Knex.Transaction, codeId: number): Promise<void> {
  await trx('phone_verification_codes').where({ id: codeId }).increment('failed_attempts', 1);
}

/** The code was right: it is used up, and the number it went to becomes her verified number. */
export async function markPhoneVerified(trx: Knex.Transaction, userId: string, code: PhoneCodeRow): Promise<void> {
  await trx('phone_verification_codes').where({ id: code.id }).update({ used_at: trx.fn.now() });
  await trx('users')
    .where({ id: userId })
    .update({ phone_encrypted: code.phoneEncrypted, dial_code: code.dialCode, country_code: code.countryCode });
  await trx('user_verifications')
    .insert({ user_id: userId, is_phone_verified: true })
    .onConflict('user_id')
    .merge({ is_phone_verified: true });
}

// ---------------------------------------------------------------------------------------------------------------
// Identity documents

export type IdDocumentStatus = 'pending' | 'approved' | 'rejected' | 'flagged';

export interface IdDocumentRow {
  id: string;
  userId: string;
  documentType: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  status: IdDocumentStatus;
  reviewMessage: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
}

const DOCUMENT_COLUMNS = {
  id: 'd.id',
  userId: 'd.user_id',
  documentType: 'd.document_type',
  fileName: 'd.file_name',
  contentType: 'd.content_type',
  byteSize: 'd.byte_size',
  status: 'd.status',
  reviewMessage: 'd.review_message',
  reviewedAt: 'd.reviewed_at',
  createdAt: 'd.created_at',
};

export async function insertIdDocument(
  trx: Knex.Transaction,
  document: {
    userId: string;
    documentType: string;
    fileName: string;
    contentType: string;
    byteSize: number;
    sha256: Buffer;
  },
): Promise<IdDocumentRow> {
  const [row] = await trx('identity_documents')
    .insert({
      user_id: document.userId,
      document_type: document.documentType,
      file_name: document.fileName,
      content_type: document.contentType,
      byte_size: document.byteSize,
      sha256: document.sha256,
    })
    .returning('id');
  return (await findIdDocument(trx, { id: row.id }))!;
}

/** Documents waiting for an admin (pending or flagged): a member may not pile up more. */
export async function countDocumentsAwaitingReview(db: Db, userId: string): Promise<number> {
  const [row] = await db('identity_documents')
    .where({ user_id: userId })
    .whereIn('status', ['pending', 'flagged'])
    .count({ n: '*' });
  return Number(row?.n ?? 0);
}

export async function findIdDocument(
  db: Db,
  where: { id: string } | { fileName: string },
  lock = false,
): Promise<IdDocumentRow | undefined> {
  const query = db('identity_documents as d')
    .where('id' in where ? { 'd.id': where.id } : { 'd.file_name': where.fileName })
    .first(DOCUMENT_COLUMNS);
  if (lock) void query.forUpdate();
  return query;
}

export async function listOwnIdDocuments(db: Db, userId: string): Promise<IdDocumentRow[]> {
  return db('identity_documents as d')
    .where({ 'd.user_id': userId })
    .orderBy('d.created_at', 'desc')
    .select(DOCUMENT_COLUMNS);
}

export interface ReviewQueueRow extends IdDocumentRow {
  profileId: number;
  firstName: string;
  lastName: string;
}

/** Documents for the admins' ID proof page, newest first, optionally by status; with the total count. */
export async function listIdDocumentsForReview(
  db: Db,
  filter: { status: IdDocumentStatus | null; limit: number; offset: number },
): Promise<{ count: number; rows: ReviewQueueRow[] }> {
  const base = db('identity_documents as d').join('users as u', 'u.id', 'd.user_id').whereNull('u.deleted_at');
  if (filter.status) void base.where('d.status', filter.status);
  const [total] = await base.clone().count({ n: '*' });
  const rows = await base
    .clone()
    .orderBy([{ column: 'd.created_at', order: 'desc' }, { column: 'd.id' }])
    .limit(filter.limit)
    .offset(filter.offset)
    .select({ ...DOCUMENT_COLUMNS, profileId: 'u.profile_id', firstName: 'u.first_name', lastName: 'u.last_name' });
  return { count: Number(total?.n ?? 0), rows };
}

export async function setIdDocumentReview(
  trx: Knex.Transaction,
  documentId: string,
  review: { status: IdDocumentStatus; message: string | null; adminId: string },
): Promise<void> {
  await trx('identity_documents').where({ id: documentId }).update({
    status: review.status,
    review_message: review.message,
    reviewed_by: review.adminId,
    reviewed_at: trx.fn.now(),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Profile pictures

/** Records a new picture, marks the previous ones replaced, and makes it hers. */
export async function setProfilePicture(
  trx: Knex.Transaction,
  picture: { userId: string; fileName: string; contentType: string; byteSize: number; sha256: Buffer },
): Promise<void> {
  await trx('profile_pictures')
    .where({ user_id: picture.userId })
    .whereNull('replaced_at')
    .update({ replaced_at: trx.fn.now() });
  await trx('profile_pictures').insert({
    user_id: picture.userId,
    file_name: picture.fileName,
    content_type: picture.contentType,
    byte_size: picture.byteSize,
    sha256: picture.sha256,
  });
  await trx('users').where({ id: picture.userId }).update({ picture: picture.fileName });
}

/** A picture that is some live member's current one (what /images/avatar serves). */
export async function findCurrentPicture(db: Db, fileName: string): Promise<{ contentType: string } | undefined> {
  return db('profile_pictures as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where({ 'p.file_name': fileName })
    .whereNull('p.replaced_at')
    .whereNull('u.deleted_at')
    .first({ contentType: 'p.content_type' });
}

// ---------------------------------------------------------------------------------------------------------------
// Rows as the API shows them

/** Where a document's image is served, to its owner and to admins. */
export const idProofUrl = (fileName: string) => `/id-proof/${fileName}`;
/** Where a picture is served (spec 000 §9: avatars at images/avatar/medium_{file}). */
export const avatarUrl = (fileName: string) => `/images/avatar/medium_${fileName}`;

/** A document as the API shows it; the member's names only in the admins' list. */
export interface IdDocumentView {
  id: string;
  userId: string;
  documentType: string;
  fileName: string;
  url: string;
  status: IdDocumentStatus;
  reviewMessage: string | null;
  reviewedAt: string | null;
  createdAt: string;
  profileId: number | null;
  firstName: string | null;
  lastName: string | null;
}

export function toIdDocument(
  row: IdDocumentRow & Partial<Pick<ReviewQueueRow, 'profileId' | 'firstName' | 'lastName'>>,
): IdDocumentView {
  return {
    id: row.id,
    userId: row.userId,
    documentType: row.documentType,
    fileName: row.fileName,
    url: idProofUrl(row.fileName),
    status: row.status,
    reviewMessage: row.reviewMessage,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    profileId: row.profileId ?? null,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
  };
}

/** What ProfileUpdated carries: the public profile, never personal data. */
export function publicProfileOf(row: ProfileRow) {
  return {
    userId: row.id,
    profileId: row.profile_id,
    firstName: row.first_name,
    lastName: row.last_name,
    picture: row.picture,
    location: row.location,
    currentPosition: row.current_position,
    companyName: row.company_name,
    industry: row.industry,
    universityId: row.university_id,
  };
}
