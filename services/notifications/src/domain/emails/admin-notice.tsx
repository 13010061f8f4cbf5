// Admin notices the member's browser may ask for (spec 001 §7): a new member to review, or a man who tried to join.
import { Link, Text } from '@react-email/components';
import { EmailLayout } from './layout';

export type AdminNoticeKind = 'normalFemaleUserEmail' | 'linkedinFemaleUserEmail' | 'maleUserEmail';

export interface AdminNoticeProps {
  kind: AdminNoticeKind;
  name: string;
  email: string;
  profileLink: string;
  siteUrl: string;
}

export const adminNoticeSubject = (kind: AdminNoticeKind, name: string) =>
  kind === 'maleUserEmail' ? `A man tried to join: ${name}` : `New member to welcome: ${name}`;

export function AdminNotice({ kind, name, email, profileLink, siteUrl }: AdminNoticeProps) {
  const male = kind === 'maleUserEmail';
  return (
    <EmailLayout preview={male ? 'A registration was refused by the gender gate.' : 'A new member completed her profile.'} siteUrl={siteUrl}>
      <Text>Hello admin,</Text>
      <Text>
        {male
          ? `${name} (${email}) registered as male. He was shown the unsuccessful page and has no access to the club.`
          : `${name} (${email}) has joined${kind === 'linkedinFemaleUserEmail' ? ' with LinkedIn' : ''} and completed her profile.`}
      </Text>
      <Link href={profileLink}>Open the profile</Link>
    </EmailLayout>
  );
}
