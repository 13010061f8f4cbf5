// Reset your password: sent by sendForgotPassword.
import { Button, Text } from '@react-email/components';
import { buttonStyle, EmailLayout } from './layout';

export interface ResetPasswordProps {
  firstName: string;
  link: string;
  siteUrl: string;
}

export const resetPasswordSubject = () => 'Reset your Golightly password';
export const resetPasswordPreview = () => 'Choose a new password within the hour.';

export function ResetPassword({ firstName, link, siteUrl }: ResetPasswordProps) {
  return (
    <EmailLayout preview={resetPasswordPreview()} siteUrl={siteUrl}>
      <Text>Hi {firstName},</Text>
      <Text>Someone asked to reset the password of your Golightly account. If it was you, choose a new one here:</Text>
      <Button href={link} style={buttonStyle}>
        Choose a new password
      </Button>
      <Text style={{ fontSize: 13 }}>If the button does not work, copy this link into your browser: {link}</Text>
      <Text style={{ fontSize: 13 }}>
        The link works once, for one hour. If you did not ask for it, ignore this email: your password stays as it is.
      </Text>
    </EmailLayout>
  );
}
