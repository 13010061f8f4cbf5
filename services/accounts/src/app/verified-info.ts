// Use case: getUserVerifiedInfo (spec 000 §3, §7), a member's verification record.
import type { Knex } from '@golightly/db';
import { findProfileRow } from '../db/profile';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface VerifiedInfo {
  id: number;
  userId: string;
  isEmailConfirmed: boolean;
  isFacebookConnected: boolean;
  isGoogleConnected: boolean;
  isLinkedinConnected: boolean;
  isIdVerification: boolean;
  isGovtProofVerification: boolean;
  isGovtProofVerificationImageCount: number;
  isPhoneVerified: boolean;
  idDocumentStatus: string | null;
  status: 'success';
}

export type VerifiedInfoResult = { status: 'found'; info: VerifiedInfo } | { status: 'notFound' };

/** The record of `userId`; whether the caller may read it (her own, or an admin's) is decided before. */
export async function readVerifiedInfo(db: Knex, userId: string): Promise<VerifiedInfoResult> {
  const row = UUID.test(userId) ? await findProfileRow(db, { userId }) : undefined;
  if (!row) return { status: 'notFound' };
  return {
    status: 'found',
    info: {
      id: row.profile_id,
      userId: row.id,
      isEmailConfirmed: row.is_email_confirmed,
      isFacebookConnected: row.is_facebook_connected,
      isGoogleConnected: row.is_google_connected,
      isLinkedinConnected: row.is_linkedin_connected,
      isIdVerification: row.is_id_verification,
      isGovtProofVerification: row.is_govt_proof_verification,
      isGovtProofVerificationImageCount: row.id_document_count,
      isPhoneVerified: row.is_phone_verified,
      idDocumentStatus: row.latest_id_document_status,
      status: 'success',
    },
  };
}
