// GoHustle e-mails: an application received by the poster and sent by the applicant, a position filled, and a member's
// new job post for the admin to review (spec 001 §3 Job application, Job; §4 Jobs: applied, position filled).
import { Link } from '@react-email/components';
import { defineEmail } from '../define';
import { Action, Details, Greeting, Paragraph, SignOff, SmallPrint } from '../components';
import { formatMoney } from '../format';

/** Job application (spec 001 §3), with the job's title. user* is the applicant; postUser* the member who posted. */
export interface JobApplication {
  userName: string;
  userProfileId: number;
  userEmail: string;
  postId: number;
  title: string;
  jobType: string;
  companyName: string;
  jobLocation?: string | null;
  locationName?: string | null;
  isRemoteLocation: boolean;
  /** An admin posted the job on behalf of an employer, who is its postOwner*. */
  isAdminPost: boolean;
  postUserName: string;
  postUserProfileId: number;
  postUserEmail: string;
  postOwnerName?: string | null;
  postOwnerEmail?: string | null;
  postOwnerProfileId?: number | null;
}

export interface JobPoster {
  name: string;
  email: string;
  profileId: number | null;
}

/** Who hears of an application: the member who posted the job, or for an admin's post the employer it was posted for. */
export function jobPoster(application: JobApplication): JobPoster {
  if (application.isAdminPost && application.postOwnerEmail) {
    return {
      name: application.postOwnerName || application.companyName,
      email: application.postOwnerEmail,
      profileId: application.postOwnerProfileId ?? null,
    };
  }
  return { name: application.postUserName, email: application.postUserEmail, profileId: application.postUserProfileId };
}

/** 'Remote', or where the work is. */
export function jobPlace(job: Pick<JobApplication, 'isRemoteLocation' | 'locationName' | 'jobLocation'>): string {
  return job.isRemoteLocation ? 'Remote' : job.locationName || job.jobLocation || 'On location';
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const BRAND_DESIGNER: JobApplication = {
  userName: 'Leila Haddad',
  userProfileId: 2260,
  userEmail: 'leila.haddad@example.com',
  postId: 88,
  title: 'Senior Brand Designer',
  jobType: 'Full-time',
  companyName: 'Wanderwell Studio',
  jobLocation: 'Austin, TX, USA',
  locationName: 'Austin, TX',
  isRemoteLocation: false,
  isAdminPost: false,
  postUserName: 'Rachel Moreno',
  postUserProfileId: 1733,
  postUserEmail: 'rachel@wanderwell.example',
  postOwnerName: null,
  postOwnerEmail: null,
  postOwnerProfileId: null,
};

export const jobApplicationReceived = defineEmail<JobApplication>({
  type: 'jobApplicationReceived',
  area: 'hustle',
  audience: 'member',
  sentWhen: 'A member applies for a job: the member who posted it (or, for an admin post, its employer) hears of her.',
  subject: (data) => `${data.userName} applied for ${data.title}`,
  preview: (data) => `A new application for your job at ${data.companyName}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={firstNameOf(jobPoster(data).name)} />
      <Paragraph>
        {data.userName} has applied for <Link href={ctx.links.jobPost(data.postId)}>{data.title}</Link> at{' '}
        {data.companyName}. Her profile tells you more about her, and you can reach her at {data.userEmail}.
      </Paragraph>
      <Details
        rows={[
          ['Applicant', data.userName],
          ['E-mail', data.userEmail],
          ['Job', data.title],
          ['Type', data.jobType],
          ['Location', jobPlace(data)],
        ]}
      />
      <Action href={ctx.links.profile(data.userProfileId)}>See {firstNameOf(data.userName)}’s profile</Action>
      <SignOff />
    </>
  ),
  sample: BRAND_DESIGNER,
});

export const jobApplicationSent = defineEmail<JobApplication>({
  type: 'jobApplicationSent',
  area: 'hustle',
  audience: 'member',
  sentWhen: 'A member applies for a job: her confirmation that the application went to the poster.',
  subject: (data) => `Your application for ${data.title} is sent`,
  preview: (data) => `${data.companyName} has your application. Good luck!`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={firstNameOf(data.userName)} />
      <Paragraph>
        Your application for {data.title} at {data.companyName} is on its way, with a link to your profile. If they
        would like to talk, they will contact you at {data.userEmail}. Good luck!
      </Paragraph>
      <Details
        rows={[
          ['Job', data.title],
          ['Company', data.companyName],
          ['Type', data.jobType],
          ['Location', jobPlace(data)],
        ]}
      />
      <Action href={ctx.links.jobPost(data.postId)}>See the job</Action>
      <SmallPrint>
        Every job you applied for is in <Link href={ctx.links.page('/hustle/my-jobs')}>My jobs</Link>.
      </SmallPrint>
      <SignOff />
    </>
  ),
  sample: BRAND_DESIGNER,
});

interface JobPositionFilled {
  /** The applicant. */
  userName: string;
  postId: number;
  title: string;
  companyName: string;
}

export const jobPositionFilled = defineEmail<JobPositionFilled>({
  type: 'jobPositionFilled',
  area: 'hustle',
  audience: 'member',
  sentWhen: 'The poster marks a job as position filled: every member who applied and was not chosen hears of it.',
  subject: (data) => `Update on ${data.title}: the position is filled`,
  preview: (data) => `${data.companyName} has filled the role you applied for.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name={firstNameOf(data.userName)} />
      <Paragraph>
        Thank you for applying for <Link href={ctx.links.jobPost(data.postId)}>{data.title}</Link> at {data.companyName}
        . The position has now been filled. New roles are posted by members every week, and the right one may be next.
      </Paragraph>
      <Action href={ctx.links.page('/hustle')}>See open jobs</Action>
      <SignOff />
    </>
  ),
  sample: { userName: 'Leila Haddad', postId: 88, title: 'Senior Brand Designer', companyName: 'Wanderwell Studio' },
});

/** Job (spec 001 §3) as a member posted it, for the admin's review. */
interface JobPostForReview {
  postId: number;
  title: string;
  company: string;
  experience?: string | null;
  location?: string | null;
  isRemoteLocation: boolean;
  jobType: string;
  industry?: string | null;
  /** Budget per month. */
  budget?: number | null;
  currency?: string | null;
  postUserName: string;
  postUserProfileId: number;
}

export const jobPostForReview = defineEmail<JobPostForReview>({
  type: 'jobPostForReview',
  area: 'hustle',
  audience: 'admin',
  sentWhen: 'A member posts a job on GoHustle; it waits in the admin’s post management until approved.',
  subject: (data) => `New job post to review: ${data.title} at ${data.company}`,
  preview: (data) => `Posted by ${data.postUserName}.`,
  Body: ({ data, ctx }) => (
    <>
      <Greeting name="admin" />
      <Paragraph>
        <Link href={ctx.links.profile(data.postUserProfileId)}>{data.postUserName}</Link> has posted a job on GoHustle.
      </Paragraph>
      <Details
        rows={[
          ['Title', data.title],
          ['Company', data.company],
          ['Industry', data.industry],
          ['Type', data.jobType],
          ['Location', data.isRemoteLocation ? 'Remote' : data.location],
          ['Experience', data.experience],
          ['Budget', data.budget && data.currency ? `${formatMoney(data.budget, data.currency)} per month` : null],
        ]}
      />
      <Action href={ctx.links.jobPost(data.postId)}>Review the job post</Action>
      <SmallPrint>
        Approve or decline it in{' '}
        <Link href={ctx.links.page('/siteadmin/go-hustle-user-post-management')}>user post management</Link>.
      </SmallPrint>
    </>
  ),
  sample: {
    postId: 91,
    title: 'Part-time Travel Content Writer',
    company: 'Salt & Stone Journal',
    experience: '2+ years',
    location: null,
    isRemoteLocation: true,
    jobType: 'Part-time',
    industry: 'Media and Publishing',
    budget: 2400,
    currency: 'USD',
    postUserName: 'Imogen Clarke',
    postUserProfileId: 1809,
  },
});

export const HUSTLE_EMAILS = [jobApplicationReceived, jobApplicationSent, jobPositionFilled, jobPostForReview];
