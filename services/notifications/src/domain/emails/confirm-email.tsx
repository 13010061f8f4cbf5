// Confirm your e-mail address: sent after registration and on request (ResendConfirmEmail).
import { Button, Text } from '@react-email/components';
import { buttonStyle, EmailLayout } from './layout';

export interface ConfirmEmailProps {
  firstName: string;
  link: string;
  siteUrl: string;
}

export const confirmEmailSubject = () => 'Please confirm your email address';
export const confirmEmailPreview = () => 'One click and your Golightly membership is ready.';

export function ConfirmEmail({ firstName, link, siteUrl }: ConfirmEmailProps) {
  return (
    <EmailLayout preview={confirmEmailPreview()} siteUrl={siteUrl}>
      <Text>Hi {firstName},</Text>
      <Text>Welcome to Golightly! Please confirm your email address so we know it is really you.</Text>
      <Button href={link} style={buttonStyle}>
        Confirm my email
      </Button>
      <Text style={{ fontSize: 13 }}>If the button does not work, copy this link into your browser: {link}</Text>
      <Text style={{ fontSize: 13 }}>The link works for seven days. If you did not sign up, you can ignore this email.</Text>
    </EmailLayout>
  );
}
