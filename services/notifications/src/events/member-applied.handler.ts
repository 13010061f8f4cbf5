// MemberApplied: tell the applicant her application is pending, and tell the admins of the membership interest.
import { on } from '@golightly/events';
import { MemberAppliedSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { membershipApplicationAdmin, signUpPending } from '../domain/emails/catalogue/membership';
import { mail } from './mail';

export const memberApplied = ({ siteUrl, adminEmail }: NotificationsConfig) =>
  on(MemberAppliedSchema, async (event, trx) => {
    const applicant = event.message;
    await mail(trx, {
      eventId: event.id,
      definition: signUpPending,
      data: { firstName: applicant.firstName },
      to: applicant.email,
      siteUrl,
    });
    await mail(trx, {
      eventId: event.id,
      definition: membershipApplicationAdmin,
      data: {
        name: `${applicant.firstName} ${applicant.lastName}`.trim(),
        email: applicant.email,
        profileId: applicant.profileId,
        source: applicant.source,
        sourceDetail: applicant.sourceDetail,
      },
      to: adminEmail,
      siteUrl,
    });
  });
