// GoHustle e-mails: the poster gets the applicant's profile and the job link; an admin post goes to its employer.
import { describe, expect, it } from 'vitest';
import { emailContext, renderEmail } from '../render';
import {
  jobApplicationReceived,
  jobApplicationSent,
  jobPlace,
  jobPositionFilled,
  jobPostForReview,
  jobPoster,
} from './hustle';

const ctx = emailContext('https://club.example', new Date('2026-11-23T10:00:00Z'));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

describe('GoHustle e-mails', () => {
  it('gives the poster the applicant’s profile and the job post', async () => {
    const email = await renderEmail(
      jobApplicationReceived,
      { ...jobApplicationReceived.sample, userProfileId: 3001, postId: 44 },
      ctx,
    );
    expect(email.subject).toBe('Leila Haddad applied for Senior Brand Designer');
    expect(email.text).toContain('Hi Rachel,');
    expect(email.text).toContain('See Leila’s profile https://club.example/users/show/3001');
    expect(hrefs(email.html)).toContain('https://club.example/hustle/44');
  });

  it('sends an application for an admin post to the employer the admin posted it for', () => {
    const application = {
      ...jobApplicationReceived.sample,
      isAdminPost: true,
      postUserName: 'Golightly Admin',
      postUserEmail: 'admin@golightly.example',
      postOwnerName: 'Dana Whitfield',
      postOwnerEmail: 'dana@northstar.example',
      postOwnerProfileId: 1500,
    };
    expect(jobPoster(application)).toEqual({
      name: 'Dana Whitfield',
      email: 'dana@northstar.example',
      profileId: 1500,
    });
    expect(jobPoster({ ...application, isAdminPost: false })).toEqual({
      name: 'Golightly Admin',
      email: 'admin@golightly.example',
      profileId: 1733,
    });
    expect(jobPoster({ ...application, postOwnerEmail: null })).toMatchObject({ email: 'admin@golightly.example' });
  });

  it('greets the employer of an admin post by her name', async () => {
    const email = await renderEmail(
      jobApplicationReceived,
      {
        ...jobApplicationReceived.sample,
        isAdminPost: true,
        postOwnerName: 'Dana Whitfield',
        postOwnerEmail: 'dana@northstar.example',
      },
      ctx,
    );
    expect(email.text).toContain('Hi Dana,');
  });

  it('confirms to the applicant with the job link and her applied jobs', async () => {
    const email = await renderEmail(jobApplicationSent, { ...jobApplicationSent.sample, postId: 45 }, ctx);
    expect(email.text).toContain('See the job https://club.example/hustle/45');
    expect(hrefs(email.html)).toContain('https://club.example/hustle/my-jobs');
  });

  it('tells applicants a position is filled, linking the job and the open jobs', async () => {
    const email = await renderEmail(jobPositionFilled, jobPositionFilled.sample, ctx);
    expect(email.subject).toBe('Update on Senior Brand Designer: the position is filled');
    expect(hrefs(email.html)).toEqual(
      expect.arrayContaining(['https://club.example/hustle/88', 'https://club.example/hustle']),
    );
  });

  it('sends the admin to the new job post, with its budget per month', async () => {
    const email = await renderEmail(jobPostForReview, jobPostForReview.sample, ctx);
    expect(email.text).toContain('Review the job post https://club.example/hustle/91');
    expect(email.text).toContain('Budget: $2,400 per month');
    expect(email.text).toContain('Location: Remote');
  });

  it('says Remote for remote jobs and the place otherwise', () => {
    expect(jobPlace({ isRemoteLocation: true, locationName: 'Austin, TX', jobLocation: null })).toBe('Remote');
    expect(jobPlace({ isRemoteLocation: false, locationName: null, jobLocation: 'Denver, CO, USA' })).toBe(
      'Denver, CO, USA',
    );
  });
});
