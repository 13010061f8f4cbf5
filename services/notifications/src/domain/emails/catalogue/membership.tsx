// Membership e-mails: sign-up review, member status, the male sign-up response, and the admin's notices of new members.
import { Link } from '@react-email/components';
import { defineEmail } from '../define';
import { Action, Details, Greeting, Paragraph, Quote, SignOff, SmallPrint } from '../components';

/** Spec 001 §8, word for word: the answer to a declined application and to a male sign-up. */
export const CANNOT_PROCESS = 'Unfortunately we cannot process your request at this time';

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

// ---------------------------------------------------------------------------------------------------------------
// The applicant's side of the sign-up review (spec 001 §4 "Sign-up review")

export const signUpPending = defineEmail<{ firstName: string }>({
  type: 'signUpPending',
  area: 'membership',
  audience: 'member',
  sentWhen:
    'A visitor applies for membership at /become-a-member (applyForMembership): her application waits for review.',
  subject: () => 'We have received your Golightly application',
  preview: () => 'Thank you for applying. Our team will review your application shortly.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Thank you for applying to join Golightly, the private travel club for women. Your application is now pending
        review.
      </Paragraph>
      <Paragraph>
        Every member is welcomed personally: our team may give you a short call, and we will email you as soon as your
        membership is approved. Until then you can sign in to see the status of your application and edit your profile.
      </Paragraph>
      <Action href={ctx.links.page('/membership-info')}>See my application</Action>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Nora' },
});

export const signUpApproved = defineEmail<{ firstName: string }>({
  type: 'signUpApproved',
  area: 'membership',
  audience: 'member',
  sentWhen: 'An admin approves a membership application (approveMember).',
  subject: () => 'Welcome to Golightly: your membership is approved',
  preview: () => 'Your application was approved. Sign in and start exploring the club.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Good news: your membership is approved, and we are delighted to welcome you to Golightly. You can now sign in,
        find a stay with a fellow member, list your own home and meet women who travel like you.
      </Paragraph>
      <Action href={ctx.links.page('/login')}>Sign in to Golightly</Action>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Nora' },
});

export const signUpRejected = defineEmail<{ firstName: string }>({
  type: 'signUpRejected',
  area: 'membership',
  audience: 'member',
  sentWhen: "An admin declines a membership application (rejectMember); the admin's note stays in the records.",
  subject: () => 'Your Golightly application',
  preview: () => CANNOT_PROCESS,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>Thank you for your interest in Golightly. {CANNOT_PROCESS}.</Paragraph>
      <Paragraph>
        If you have questions, you are welcome to write to us from our{' '}
        <Link href={ctx.links.page('/contactUs')}>contact page</Link>.
      </Paragraph>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Nora' },
});

export const maleSignUpResponse = defineEmail<{ firstName: string }>({
  type: 'maleSignUpResponse',
  area: 'membership',
  audience: 'member',
  sentWhen:
    'Someone registers, or confirms his gender, as male: the club is for women, so his request cannot be processed (spec 001 §1).',
  subject: () => 'Your Golightly registration',
  preview: () => CANNOT_PROCESS,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>Thank you for your interest in Golightly. {CANNOT_PROCESS}.</Paragraph>
      <Paragraph>
        Golightly is a travel club for women: membership, bookings and hosting are open to women only. If you registered
        by mistake, please write to us from our <Link href={ctx.links.page('/contactUs')}>contact page</Link>.
      </Paragraph>
      <SignOff />
    </>
  ),
  sample: { firstName: 'John' },
});

// ---------------------------------------------------------------------------------------------------------------
// Member status set by an admin

export const memberOnHold = defineEmail<{ firstName: string }>({
  type: 'memberOnHold',
  area: 'membership',
  audience: 'member',
  sentWhen: 'An admin puts a member on hold (setMemberOnHold): she cannot use the club until the hold is lifted.',
  subject: () => 'Your Golightly account is on hold',
  preview: () => 'Our team has paused your account for now.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Our team has put your Golightly account on hold. While it is on hold you cannot book, host or use the community.
        Your profile, listings and messages are kept as they are.
      </Paragraph>
      <Paragraph>If you think this is a mistake, or want to know more, please get in touch with us.</Paragraph>
      <Action href={ctx.links.page('/contactUs')}>Contact the Golightly team</Action>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Dina' },
});

export const memberReinstated = defineEmail<{ firstName: string }>({
  type: 'memberReinstated',
  area: 'membership',
  audience: 'member',
  sentWhen: 'An admin lifts the hold on a member (setMemberOnHold false).',
  subject: () => 'Your Golightly account is active again',
  preview: () => 'The hold on your account has been lifted. Welcome back!',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        The hold on your Golightly account has been lifted: you can sign in, book, host and join the community again.
      </Paragraph>
      <Action href={ctx.links.page('/login')}>Sign in to Golightly</Action>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Dina' },
});

export const addProfilePhoto = defineEmail<{ firstName: string }>({
  type: 'addProfilePhoto',
  area: 'membership',
  audience: 'member',
  sentWhen:
    'A member without a profile picture confirms her e-mail address or has her application approved (spec 001 §4: memberForm and inviteForm members are prompted to add a photo).',
  subject: () => 'Add a photo to your Golightly profile',
  preview: () => 'Members like to see who they are hosting and staying with.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={data.firstName} />
      <Paragraph>
        Golightly is built on trust between women who open their homes to each other, and a friendly face goes a long
        way. Please add a profile photo so hosts and guests can recognise you.
      </Paragraph>
      <Action href={ctx.links.page('/user/edit')}>Add my photo</Action>
      <SmallPrint>A clear photo of your face works best: PNG or JPG, under 1 MB.</SmallPrint>
      <SignOff />
    </>
  ),
  sample: { firstName: 'Zoe' },
});

// ---------------------------------------------------------------------------------------------------------------
// The admin's notices

const SOURCE_LABEL: Record<string, string> = {
  referral: 'Referred by a member',
  press: 'Press',
  social: 'Social media',
  other: 'Other',
};

export const membershipApplicationAdmin = defineEmail<NewMemberNotice & { source: string; sourceDetail: string }>({
  type: 'membershipApplicationAdmin',
  area: 'membership',
  audience: 'admin',
  sentWhen:
    'A visitor applies for membership (applyForMembership): the admin is told of the membership interest (spec 001 §6).',
  subject: (data) => `New membership application: ${data.name}`,
  preview: () => 'An application is waiting for your review.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>{data.name} has applied to join Golightly. Her application is waiting for your review.</Paragraph>
      <Details
        rows={[
          ['E-mail', data.email],
          ['How she heard of us', SOURCE_LABEL[data.source] ?? data.source],
        ]}
      />
      {data.sourceDetail.trim() ? <Quote>{data.sourceDetail}</Quote> : null}
      <Action href={ctx.links.page('/siteadmin/member-pending')}>Review pending members</Action>
    </>
  ),
  sample: {
    name: 'Nora Quinn',
    email: 'nora@example.com',
    profileId: 1051,
    source: 'press',
    sourceDetail: 'Read about you in Travel + Leisure',
  },
});

export const normalFemaleUserEmail = defineEmail<NewMemberNotice>({
  type: 'normalFemaleUserEmail',
  area: 'membership',
  audience: 'admin',
  sentWhen:
    'A woman signs up with e-mail and her invitation code, or confirms she is a woman after a social sign-up (spec 001 §6-7 new sign-ups).',
  subject: (data) => `New member to welcome: ${data.name}`,
  preview: () => 'A new member has joined the club.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.name} ({data.email}) has joined Golightly.
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
  sentWhen: 'A woman signs up with a LinkedIn profile (spec 001 §7: name, e-mail, LinkedIn details and profile id).',
  subject: (data) => `New LinkedIn member to welcome: ${data.name}`,
  preview: () => 'A new member joined with her LinkedIn profile.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>{data.name} has joined with her LinkedIn profile.</Paragraph>
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
  sentWhen:
    'Someone registers, or confirms his gender, as male: he is refused and the admin is told (spec 001 §1, §7).',
  subject: (data) => `A man tried to join: ${data.name}`,
  preview: () => 'A registration was refused by the gender gate.',
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        {data.name} ({data.email}) registered as male. He was shown the unsuccessful page, was sent “{CANNOT_PROCESS}”,
        and has no access to the club.
      </Paragraph>
      <Details rows={[['Gender', 'Male']]} />
      <Link href={ctx.links.profile(data.profileId)}>Open the account</Link>
    </>
  ),
  sample: { name: 'John Smith', email: 'john@example.com', profileId: 1044 },
});

export const MEMBERSHIP_EMAILS = [
  signUpPending,
  signUpApproved,
  signUpRejected,
  maleSignUpResponse,
  memberOnHold,
  memberReinstated,
  addProfilePhoto,
  membershipApplicationAdmin,
  normalFemaleUserEmail,
  linkedinFemaleUserEmail,
  maleUserEmail,
];
