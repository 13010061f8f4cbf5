// Membership e-mails: sign-up review, the admin's notices of new members, and the male sign-up response.
import { Link } from '@react-email/components';
import { defineEmail } from '../define';
import { Details, Greeting, Paragraph } from '../components';

interface NewMemberNotice {
  name: string;
  email: string;
  profileId: number;
}

interface LinkedinMemberNotice extends NewMemberNotice {
  summary?: string | null;
  location?: string | null;
  currentPosition?: string | null;
  companyName?: string | null;
  industry?: string | null;
  linkedinUrl?: string | null;
  countryCode?: string | null;
}

export const normalFemaleUserEmail = defineEmail<NewMemberNotice>({
  type: 'normalFemaleUserEmail',
  area: 'membership',
  audience: 'admin',
  sentWhen: 'A member who signed up with e-mail completes her profile (ShowUserProfile, spec 001 §7).',
  subject: (data) => `New member to welcome: ${data.name}`,
  preview: () => 'A new member completed her profile.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.name} ({data.email}) has joined and completed her profile.
      </Paragraph>
      <Link href={ctx.links.profile(data.profileId)}>Open the profile</Link>
    </>
  ),
  sample: { name: 'Ada Lovelace', email: 'ada@example.com', profileId: 1042 },
});

export const linkedinFemaleUserEmail = defineEmail<LinkedinMemberNotice>({
  type: 'linkedinFemaleUserEmail',
  area: 'membership',
  audience: 'admin',
  sentWhen: 'A member who signed up with LinkedIn completes her profile (ShowUserProfile, spec 001 §7).',
  subject: (data) => `New LinkedIn member to welcome: ${data.name}`,
  preview: () => 'A new member joined with LinkedIn and completed her profile.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>{data.name} has joined with LinkedIn and completed her profile.</Paragraph>
      <Details
        rows={[
          ['E-mail', data.email],
          ['Location', data.location],
          ['Country', data.countryCode],
          ['Position', data.currentPosition],
          ['Company', data.companyName],
          ['Industry', data.industry],
          ['Summary', data.summary],
          ['LinkedIn', data.linkedinUrl],
        ]}
      />
      <Link href={ctx.links.profile(data.profileId)}>Open the profile</Link>
    </>
  ),
  sample: {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    profileId: 1043,
    summary: 'Rear admiral, compiler pioneer, frequent traveller.',
    location: 'Arlington, VA',
    currentPosition: 'Consultant',
    companyName: 'Digital Equipment Corporation',
    industry: 'Computing',
    linkedinUrl: 'https://www.linkedin.com/in/grace-hopper',
    countryCode: 'US',
  },
});

export const maleUserEmail = defineEmail<NewMemberNotice>({
  type: 'maleUserEmail',
  area: 'membership',
  audience: 'admin',
  sentWhen: 'Someone registers as male: the registration is refused and the admin is told (spec 001 §1, §7).',
  subject: (data) => `A man tried to join: ${data.name}`,
  preview: () => 'A registration was refused by the gender gate.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.name} ({data.email}) registered as male. He was shown the unsuccessful page and has no access to the club.
      </Paragraph>
      <Details rows={[['Gender', 'Male']]} />
      <Link href={ctx.links.profile(data.profileId)}>Open the account</Link>
    </>
  ),
  sample: { name: 'John Smith', email: 'john@example.com', profileId: 1044 },
});

export const MEMBERSHIP_EMAILS = [normalFemaleUserEmail, linkedinFemaleUserEmail, maleUserEmail];
