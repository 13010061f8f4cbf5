// Following an e-mail confirmation link and asking for a new one (EmailVerification, ResendConfirmEmail), as use cases
// on one real database.
import { EmailConfirmationRequestedSchema, EmailConfirmedSchema } from '@golightly/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, resendConfirmation } from '../src/app/email-confirmation';
import { testbed, visitor, type Testbed } from './support/testbed';

describe('confirming an e-mail address', () => {
  let bed: Testbed;
  let noraId: string;
  const linksTo = async (userId: string) =>
    (await bed.events(EmailConfirmationRequestedSchema))
      .filter((event) => event.userId === userId)
      .map((event) => event.confirmationToken);

  beforeAll(async () => {
    bed = await testbed('accounts_email_confirmation');
    noraId = await bed.member('Nora', { emailConfirmed: false });
  }, 120_000);
  afterAll(() => bed?.close());

  it('mails a signed-in member a new link and names her, and the link confirms her address once', async () => {
    const nora = await bed.signedIn(noraId);
    expect(await resendConfirmation(bed.deps, nora)).toEqual({
      status: 'success',
      member: {
        userId: noraId,
        profileId: expect.any(Number),
        firstName: 'Nora',
        lastName: 'Tester',
        email: 'nora@example.com',
      },
    });
    const [token] = await linksTo(noraId);
    expect(await confirmEmail(bed.deps, { token: token!, email: 'someone@example.com' })).toEqual({
      status: 'invalid',
      userId: null,
    });
    expect(await bed.events(EmailConfirmedSchema)).toEqual([]);
    expect(await confirmEmail(bed.deps, { token: token!, email: ' Nora@Example.com ' })).toEqual({
      status: 'confirmed',
      userId: noraId,
    });
    expect(await bed.events(EmailConfirmedSchema)).toEqual([
      expect.objectContaining({
        userId: noraId,
        email: 'nora@example.com',
        firstName: 'Nora',
        hasProfilePicture: false,
      }),
    ]);
    // Following the link again still reads as confirmed, tells nobody twice, and asking for another link is skipped.
    expect(await confirmEmail(bed.deps, { token: token!, email: 'nora@example.com' })).toEqual({
      status: 'confirmed',
      userId: noraId,
    });
    expect(await bed.events(EmailConfirmedSchema)).toHaveLength(1);
    expect(await resendConfirmation(bed.deps, nora)).toMatchObject({ status: 'alreadyConfirmed' });
    expect(await linksTo(noraId)).toHaveLength(1);
  });

  it('refuses made-up and malformed links', async () => {
    expect(await confirmEmail(bed.deps, { token: 'x'.repeat(43), email: 'nora@example.com' })).toEqual({
      status: 'invalid',
      userId: null,
    });
    expect(await confirmEmail(bed.deps, { token: 'short', email: 'not an email' })).toEqual({
      status: 'invalid',
      userId: null,
    });
  });

  it('says an expired link has expired and confirms nothing', async () => {
    const olgaId = await bed.member('Olga', { emailConfirmed: false });
    await resendConfirmation(bed.deps, await bed.signedIn(olgaId));
    const [token] = await linksTo(olgaId);
    await bed
      .db('email_tokens')
      .where({ user_id: olgaId, purpose: 'confirm_email' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect(await confirmEmail(bed.deps, { token: token!, email: 'olga@example.com' })).toEqual({
      status: 'expired',
      userId: olgaId,
    });
    expect(await bed.db('user_verifications').where({ user_id: olgaId }).first('is_email_confirmed')).toEqual({
      is_email_confirmed: false,
    });
  });

  it('voids the older links when a newer one is mailed', async () => {
    const petraId = await bed.member('Petra', { emailConfirmed: false });
    const petra = await bed.signedIn(petraId);
    await resendConfirmation(bed.deps, petra);
    await resendConfirmation(bed.deps, petra);
    const [older, newer] = await linksTo(petraId);
    expect(await confirmEmail(bed.deps, { token: older!, email: 'petra@example.com' })).toEqual({
      status: 'used',
      userId: petraId,
    });
    expect(await confirmEmail(bed.deps, { token: newer!, email: 'petra@example.com' })).toEqual({
      status: 'confirmed',
      userId: petraId,
    });
  });

  it('mails a member at most three links when she asks ten times at once', async () => {
    const piaId = await bed.member('Pia', { emailConfirmed: false });
    const pia = await bed.signedIn(piaId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => resendConfirmation(bed.deps, pia)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 'success')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'limited')).toHaveLength(7);
    expect(await linksTo(piaId)).toHaveLength(3);
  });

  it('mails nothing to a visitor, an admin, or a member whose account is gone', async () => {
    expect(await resendConfirmation(bed.deps, visitor)).toEqual({ status: 'signInRequired' });
    expect(await resendConfirmation(bed.deps, { kind: 'admin', sessionId: 'admin-session' })).toEqual({
      status: 'signInRequired',
    });
    const goneId = await bed.member('Gone', { emailConfirmed: false });
    const gone = await bed.signedIn(goneId);
    await bed.db('users').where({ id: goneId }).update({ deleted_at: new Date() });
    expect(await resendConfirmation(bed.deps, gone)).toEqual({ status: 'noMember' });
    expect(await linksTo(goneId)).toEqual([]);
  });
});
