// Accounts e-mails: e-mail confirmation, password reset, invitations and the credentials of added accounts.
import { defineEmail } from '../define';
import { Action, Greeting, Paragraph, SignOff, SmallPrint } from '../components';

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

export const ACCOUNTS_EMAILS = [confirmEmail, resetPassword];
