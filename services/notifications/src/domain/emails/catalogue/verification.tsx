// Verification e-mails (spec 001 §4 "Verification", §6, §8): identity documents under review, approved, rejected or
// flagged, the admins' notices of uploads and failed or flagged documents, and the phone verification code.
import { defineEmail } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatEmailDate } from '../format';

const DOCUMENT_NAMES: Record<string, string> = {
  passport: 'passport',
  drivingLicense: 'driving licence',
  nationalIdCard: 'national ID card',
  residencePermit: 'residence permit',
};

/** How a document type reads in a sentence; an unknown type reads as "identity document". */
export function documentName(documentType: string): string {
  return DOCUMENT_NAMES[documentType] ?? 'identity document';
}

export type ReviewedStatus = 'approved' | 'rejected' | 'flagged';

/** The spec's "status word inserted into the text": one sentence for every review outcome. */
export function reviewSentence(documentType: string, status: ReviewedStatus): string {
  const word = status === 'flagged' ? 'flagged for manual review' : status;
  return `Your ${documentName(documentType)} has been ${word}.`;
}

interface ReviewedDocument {
  firstName: string;
  documentType: string;
  /** What the admin wrote to the member; may be empty. */
  message: string;
}

export const idUnderReview = defineEmail<{ firstName: string; documentType: string }>({
  type: 'idUnderReview',
  area: 'verification',
  audience: 'member',
  sentWhen: 'A member uploads an identity document: it waits for an admin.',
  subject: () => 'We have received your ID',
  preview: () => 'Your identity document is under review.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Thank you for uploading your {documentName(data.documentType)}. It is now under review by our team; we will
        email you as soon as your ID is verified.
      </Paragraph>
      <Action href={ctx.links.verificationStatus()}>See my verification status</Action>
      <SmallPrint>Only you and the Golightly team can see your document.</SmallPrint>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Ada', documentType: 'passport' },
});

export const documentApproved = defineEmail<ReviewedDocument>({
  type: 'documentApproved',
  area: 'verification',
  audience: 'member',
  sentWhen: 'An admin approves an identity document (reviewIdDocument approved): her ID is verified.',
  subject: () => 'Your ID is verified',
  preview: (data) => reviewSentence(data.documentType, 'approved'),
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        {reviewSentence(data.documentType, 'approved')} Your ID is now verified, so you can book stays and host fellow
        members.
      </Paragraph>
      {data.message.trim() ? <Quote>{data.message}</Quote> : null}
      <Action href={ctx.links.verificationStatus()}>See my verification status</Action>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Ada', documentType: 'passport', message: '' },
});

export const documentRejected = defineEmail<ReviewedDocument>({
  type: 'documentRejected',
  area: 'verification',
  audience: 'member',
  sentWhen: "An admin rejects an identity document (reviewIdDocument rejected), with the admin's message.",
  subject: () => 'Your ID could not be verified',
  preview: (data) => reviewSentence(data.documentType, 'rejected'),
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>{reviewSentence(data.documentType, 'rejected')} We could not verify your identity with it.</Paragraph>
      {data.message.trim() ? (
        <>
          <Paragraph>Our team wrote:</Paragraph>
          <Quote>{data.message}</Quote>
        </>
      ) : null}
      <Paragraph>You are welcome to upload another document: a clear photo or scan, PNG or JPG, under 1 MB.</Paragraph>
      <Action href={ctx.links.verificationStatus()}>Upload another document</Action>
      <SignOff />
    </>
  ),
  sample: {
    firstName: 'Ada',
    documentType: 'drivingLicense',
    message: 'The photo is too blurry to read the name and date of birth. Please take it again in good light.',
  },
});

export const documentFlagged = defineEmail<ReviewedDocument>({
  type: 'documentFlagged',
  area: 'verification',
  audience: 'member',
  sentWhen: 'An admin flags an identity document for a closer manual review (reviewIdDocument flagged).',
  subject: () => 'Your ID needs a closer look',
  preview: (data) => reviewSentence(data.documentType, 'flagged'),
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        {reviewSentence(data.documentType, 'flagged')} Our team is taking a closer look and may contact you; you do not
        need to do anything for now.
      </Paragraph>
      {data.message.trim() ? <Quote>{data.message}</Quote> : null}
      <Action href={ctx.links.verificationStatus()}>See my verification status</Action>
      <SignOff />
    </>
  ),
  sample: {
    firstName: 'Ada',
    documentType: 'nationalIdCard',
    message: 'We are checking the issuing country with a colleague.',
  },
});

interface DocumentNotice {
  name: string;
  email: string;
  profileId: number;
  documentType: string;
}

export const idUploadedAdmin = defineEmail<DocumentNotice>({
  type: 'idUploadedAdmin',
  area: 'verification',
  audience: 'admin',
  sentWhen: 'A member uploads an identity document: the admin is told it waits for review (spec 001 §6 "ID uploads").',
  subject: (data) => `ID to review: ${data.name}`,
  preview: (data) => `${data.name} uploaded her ${documentName(data.documentType)}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.name} uploaded her {documentName(data.documentType)}. It is waiting for your review.
      </Paragraph>
      <Details
        rows={[
          ['E-mail', data.email],
          ['Profile', `#${data.profileId}`],
        ]}
      />
      <Action href={ctx.links.page('/siteadmin/id-proof')}>Review ID documents</Action>
    </>
  ),
  sample: { name: 'Ada Okafor', email: 'ada@example.com', profileId: 1042, documentType: 'passport' },
});

export const documentFailedAdmin = defineEmail<DocumentNotice & { status: 'rejected' | 'flagged'; message: string }>({
  type: 'documentFailedAdmin',
  area: 'verification',
  audience: 'admin',
  sentWhen:
    'An identity document is rejected or flagged: the admins are told of the failed or flagged verification (spec 001 §6, §8).',
  subject: (data) =>
    data.status === 'flagged' ? `ID flagged for manual review: ${data.name}` : `ID verification failed: ${data.name}`,
  preview: (data) =>
    `The ${documentName(data.documentType)} of ${data.name} was ${data.status === 'flagged' ? 'flagged for manual review' : 'rejected'}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        The {documentName(data.documentType)} of {data.name} has been{' '}
        {data.status === 'flagged' ? 'flagged for manual review' : 'rejected'}
        {data.status === 'flagged' ? ' and needs a closer look.' : '; her identity is not verified.'}
      </Paragraph>
      <Details
        rows={[
          ['E-mail', data.email],
          ['Profile', `#${data.profileId}`],
        ]}
      />
      {data.message.trim() ? <Quote>{data.message}</Quote> : null}
      <Action href={ctx.links.page('/siteadmin/id-proof')}>Open ID proof verification</Action>
    </>
  ),
  sample: {
    name: 'Ada Okafor',
    email: 'ada@example.com',
    profileId: 1042,
    documentType: 'passport',
    status: 'flagged',
    message: 'Issuing country unclear.',
  },
});

export const phoneVerificationCode = defineEmail<{
  firstName: string;
  code: string;
  phoneNumber: string;
  expiresAt: string;
}>({
  type: 'phoneVerificationCode',
  area: 'verification',
  audience: 'member',
  sentWhen:
    'A member asks for a code to verify her phone (sendPhoneVerificationCode); the e-mail is the fallback of the text message (decision 0009).',
  subject: (data) => `Your Golightly verification code: ${data.code}`,
  preview: () => 'Enter this code to verify your phone number.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>Here is the code to verify the phone number ending in {data.phoneNumber.slice(-4)}:</Paragraph>
      <Details
        rows={[
          ['Verification code', data.code],
          [
            'Valid until',
            `${formatEmailDate(data.expiresAt)}, ${new Date(data.expiresAt).toISOString().slice(11, 16)} UTC`,
          ],
        ]}
      />
      <Paragraph>Enter it in the phone verification window on your profile.</Paragraph>
      <Action href={ctx.links.page('/user/edit')}>Go to my profile</Action>
      <SmallPrint>
        The code works for 10 minutes. If you did not ask for it, you can ignore this email; never share it with anyone.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Ada', code: '4821', phoneNumber: '+15125550100', expiresAt: '2026-11-23T10:10:00Z' },
});

export const VERIFICATION_EMAILS = [
  idUnderReview,
  documentApproved,
  documentRejected,
  documentFlagged,
  idUploadedAdmin,
  documentFailedAdmin,
  phoneVerificationCode,
];
