// The membership e-mails: the spec's words for a declined application and a male sign-up, and the admins' notices.
import { describe, expect, it } from 'vitest';
import { emailContext, renderEmail } from '../render';
import {
  CANNOT_PROCESS,
  maleSignUpResponse,
  maleUserEmail,
  membershipApplicationAdmin,
  signUpApproved,
  signUpPending,
  signUpRejected,
} from './membership';

const ctx = emailContext('https://club.example', new Date('2026-11-23T10:00:00Z'));

describe('the sign-up review e-mails', () => {
  it("answer a declined application with spec 001 §8's sentence", async () => {
    const email = await renderEmail(signUpRejected, { firstName: 'Nora' }, ctx);
    expect(CANNOT_PROCESS).toBe('Unfortunately we cannot process your request at this time');
    expect(email.text).toContain(`Hi Nora,`);
    expect(email.text).toContain(`${CANNOT_PROCESS}.`);
  });

  it('tell a man who registered that his request cannot be processed, and why', async () => {
    const email = await renderEmail(maleSignUpResponse, { firstName: 'John' }, ctx);
    expect(email.text).toContain(CANNOT_PROCESS);
    expect(email.text).toContain('open to women only');
  });

  it('tell a pending applicant where to follow her application, and an approved one where to sign in', async () => {
    expect((await renderEmail(signUpPending, { firstName: 'Nora' }, ctx)).html).toContain(
      'href="https://club.example/membership-info"',
    );
    expect((await renderEmail(signUpApproved, { firstName: 'Nora' }, ctx)).html).toContain(
      'href="https://club.example/login"',
    );
  });
});

describe("the admins' notices", () => {
  it('name the source of an application, quote what the applicant wrote and open the pending members', async () => {
    const email = await renderEmail(membershipApplicationAdmin, membershipApplicationAdmin.sample, ctx);
    expect(email.subject).toBe('New membership application: Nora Quinn');
    expect(email.text).toContain('How she heard of us: Press');
    expect(email.text).toContain('Read about you in Travel + Leisure');
    expect(email.html).toContain('href="https://club.example/siteadmin/member-pending"');
  });

  it('say a male registrant was refused with the spec words, and link his account', async () => {
    const email = await renderEmail(
      maleUserEmail,
      { name: 'John Smith', email: 'john@example.com', profileId: 1044 },
      ctx,
    );
    expect(email.text).toContain(CANNOT_PROCESS);
    expect(email.html).toContain('href="https://club.example/users/show/1044"');
  });
});
