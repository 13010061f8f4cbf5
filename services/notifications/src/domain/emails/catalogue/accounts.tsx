// Accounts e-mails: e-mail confirmation, password reset, invitations and the sign-in links of added accounts.
import { defineEmail, type EmailContext } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';
import { formatEmailDate } from '../format';

export const confirmEmail = defineEmail<{ firstName: string; email: string; token: string }>({
  type: 'confirmEmail',
  area: 'accounts',
  audience: 'member',
  sentWhen: 'A member registers, or asks for a new confirmation link (ResendConfirmEmail).',
  subject: () => 'Please confirm your email address',
  preview: () => 'One click and your Golightly membership is ready.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>Welcome to Golightly! Please confirm your email address so we know it is really you.</Paragraph>
      <Action href={ctx.links.emailConfirmation(data.token, data.email)}>Confirm my email</Action>
      <SmallPrint>The link works for seven days. If you did not sign up, you can ignore this email.</SmallPrint>
    </>
  ),
  sample: { firstName: 'Ada', email: 'ada@example.com', token: 'c0nf1rmT0ken' },
});

export const resetPassword = defineEmail<{ firstName: string; email: string; token: string; isAdmin: boolean }>({
  type: 'resetPassword',
  area: 'accounts',
  audience: 'member',
  sentWhen: 'Someone asks for a password reset link (sendForgotPassword); isAdmin switches to the admin wording.',
  subject: (data) => (data.isAdmin ? 'Reset your Golightly admin password' : 'Reset your Golightly password'),
  preview: () => 'Choose a new password within the hour.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        {data.isAdmin
          ? 'Someone asked to reset the password of your Golightly admin account. If it was you, choose a new one here:'
          : 'Someone asked to reset the password of your Golightly account. If it was you, choose a new one here:'}
      </Paragraph>
      <Action href={ctx.links.passwordReset(data.token, data.email)}>Choose a new password</Action>
      <SmallPrint>
        The link works once, for one hour. If you did not ask for it, ignore this email: your password stays as it is.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Ines', email: 'ines@example.com', token: 'r3setT0ken', isAdmin: false },
});

export interface ReferralInvite {
  inviterName: string;
  /** The inviter's own words; may be empty. */
  personalText: string;
  referralKey: string;
  /** The invited address, or the list it was sent with (the link then carries the last address, spec 001 §2). */
  email: string | readonly string[];
  expiresAt: string;
}

export const referralInvite = defineEmail<ReferralInvite>({
  type: 'referralInvite',
  area: 'accounts',
  audience: 'invitee',
  sentWhen:
    'A member invites friends by e-mail from /invite (sendInvitations): one e-mail per address, each with its own code.',
  subject: (data) => `${data.inviterName} invites you to join Golightly`,
  preview: (data) =>
    `${data.inviterName} would love you to travel with a club of women who host and stay with each other.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting />
      <Paragraph>
        {data.inviterName} is a member of Golightly, a private travel club for women who open their homes to one
        another, and she would like you to join her.
      </Paragraph>
      {data.personalText.trim() ? <Quote>{data.personalText}</Quote> : null}
      <Paragraph>Membership is by invitation only. Your personal invitation is ready:</Paragraph>
      <Action href={ctx.links.referral({ referralKey: data.referralKey, email: data.email })}>
        Accept the invitation
      </Action>
      <Details
        rows={[
          ['Invitation code', data.referralKey],
          ['Valid until', formatEmailDate(data.expiresAt)],
        ]}
      />
      <SmallPrint>
        The code works only with the address this email was sent to. If you do not know {data.inviterName}, you can
        ignore this email.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: {
    inviterName: 'Grace Moreau',
    personalText: 'I stayed with a member in Lisbon last spring and thought of you the whole time. Come along!',
    referralKey: 'K7Q2M9XA',
    email: ['maya.chen@example.com'],
    expiresAt: '2026-12-23T10:00:00Z',
  },
});

/** What an account made for someone else receives: who she is, where to choose her password, where to sign in. */
export interface AccountInvite {
  firstName: string;
  lastName: string;
  email: string;
  /** The one-time set-password token: the password itself never travels by e-mail (decision 0010). */
  token: string;
  expiresAt: string;
}

function AccountInviteBody({ data, ctx, intro }: { data: AccountInvite; ctx: EmailContext; intro: string }) {
  return (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>{intro}</Paragraph>
      <Paragraph>To start, choose your own password. For your safety we never send passwords by email.</Paragraph>
      <Action href={ctx.links.passwordReset(data.token, data.email)}>Choose my password</Action>
      <Details
        rows={[
          ['Name', `${data.firstName} ${data.lastName}`.trim()],
          ['Sign in with', data.email],
          ['Sign in at', ctx.links.page('/login')],
        ]}
      />
      <SmallPrint>
        The link works once, until {formatEmailDate(data.expiresAt)}. After that, use “Forgot password” on the sign-in
        page with this address.
      </SmallPrint>
      <SignOff />
    </>
  );
}

export const coHostInvite = defineEmail<AccountInvite & { hostFirstName: string }>({
  type: 'coHostInvite',
  area: 'accounts',
  audience: 'invitee',
  sentWhen: 'A member adds a co-host (secondary user) to her account (createCoHost).',
  subject: (data) => `${data.hostFirstName} added you as a co-host on Golightly`,
  preview: (data) => `Choose your password to help ${data.hostFirstName} with her Golightly account.`,
  Body: ({ data, ctx }) => (
    <AccountInviteBody
      data={data}
      ctx={ctx}
      intro={`${data.hostFirstName} added you as a co-host of her Golightly account, so you can help her look after her listings, guests and messages.`}
    />
  ),
  sample: {
    firstName: 'Celia',
    lastName: 'Ramos',
    email: 'celia.ramos@example.com',
    token: 'c0H0stT0ken',
    expiresAt: '2026-12-01T09:30:00Z',
    hostFirstName: 'Grace',
  },
});

export const propertyManagerInvite = defineEmail<AccountInvite>({
  type: 'propertyManagerInvite',
  area: 'accounts',
  audience: 'invitee',
  sentWhen: 'An admin adds a property manager (createPropertyManager).',
  subject: () => 'Your Golightly property manager account is ready',
  preview: () => 'Choose your password and start managing your listings on Golightly.',
  Body: ({ data, ctx }) => (
    <AccountInviteBody
      data={data}
      ctx={ctx}
      intro="Welcome to Golightly! Our team has created a property manager account for you, so you can list and manage the homes you look after for our members."
    />
  ),
  sample: {
    firstName: 'Mara',
    lastName: 'Jensen',
    email: 'mara@harbourstays.example',
    token: 'pMt0ken',
    expiresAt: '2026-12-01T09:30:00Z',
  },
});

export const pressUserInvite = defineEmail<AccountInvite>({
  type: 'pressUserInvite',
  area: 'accounts',
  audience: 'invitee',
  sentWhen: 'An admin adds a press user (createPressUser).',
  subject: () => 'Your Golightly press account is ready',
  preview: () => 'Choose your password to explore Golightly as our press guest.',
  Body: ({ data, ctx }) => (
    <AccountInviteBody
      data={data}
      ctx={ctx}
      intro="Thank you for your interest in Golightly! Our team has created a press account for you, so you can see the club as our members do."
    />
  ),
  sample: {
    firstName: 'Priya',
    lastName: 'Natarajan',
    email: 'priya@travelweekly.example',
    token: 'pr3ssT0ken',
    expiresAt: '2026-12-01T09:30:00Z',
  },
});

export const ACCOUNTS_EMAILS = [
  confirmEmail,
  resetPassword,
  referralInvite,
  coHostInvite,
  propertyManagerInvite,
  pressUserInvite,
];
