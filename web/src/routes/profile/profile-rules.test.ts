// The profile screens' client rules read the accounts service's messages word for word (spec 001 §5).
import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  charactersLeft,
  codeFailure,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  imageFileProblem,
  phoneNumberFailure,
  profileProblems,
  type ProfileFormValues,
} from './profile-rules';

const BLANK: ProfileFormValues = {
  firstName: 'Ada',
  lastName: 'Okafor',
  location: '',
  info: '',
  summary: '',
  currentPosition: '',
  education: '',
  otherUniversity: '',
  companyName: '',
  industry: '',
  preferredLanguage: '',
  preferredCurrency: '',
  secondaryEmail: '',
  linkedinUrl: '',
  facebookUrl: '',
  instagramUrl: '',
  websiteUrl: '',
  socialMediaUrl: '',
};

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];

function fileOf(head: number[], size: number, type = 'image/png'): Blob {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new Blob([bytes], { type });
}

describe('profile edit rules', () => {
  it('accepts a profile with only names', () => {
    expect(profileProblems(BLANK, 'ada@golightly.test')).toEqual({});
  });

  it('requires names with a letter, at most 50 characters', () => {
    expect(profileProblems({ ...BLANK, firstName: '  ', lastName: '1234' }, null)).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name must contain a letter.',
    });
    expect(profileProblems({ ...BLANK, firstName: 'A'.repeat(51) }, null).firstName).toBe(
      'First name must be at most 50 characters.',
    );
  });

  it('allows 300 characters in the descriptions and 50 in the other fields, counted in characters', () => {
    const emoji = '🌍';
    expect(profileProblems({ ...BLANK, info: emoji.repeat(300), location: 'é'.repeat(50) }, null)).toEqual({});
    expect(
      profileProblems(
        {
          ...BLANK,
          info: 'x'.repeat(301),
          summary: 's'.repeat(301),
          currentPosition: 'p'.repeat(51),
          industry: 'i'.repeat(51),
        },
        null,
      ),
    ).toEqual({
      info: 'About me must be at most 300 characters.',
      summary: 'Summary must be at most 300 characters.',
      currentPosition: 'Current position must be at most 50 characters.',
      industry: 'Industry must be at most 50 characters.',
    });
  });

  it('wants a secondary e-mail that is valid and differs from the primary one', () => {
    expect(profileProblems({ ...BLANK, secondaryEmail: 'ADA@golightly.test ' }, 'ada@golightly.test')).toEqual({
      secondaryEmail: 'Your secondary email must be different from your primary email.',
    });
    expect(profileProblems({ ...BLANK, secondaryEmail: 'ada@' }, 'ada@golightly.test')).toEqual({
      secondaryEmail: "Invalid Email. Please make sure it's typed in correctly.",
    });
    expect(profileProblems({ ...BLANK, secondaryEmail: 'ada.work@example.com' }, 'ada@golightly.test')).toEqual({});
  });

  it('checks each link is a public address, and the LinkedIn, Facebook and Instagram links are on their sites', () => {
    expect(
      profileProblems(
        {
          ...BLANK,
          linkedinUrl: 'https://example.com/ada',
          facebookUrl: 'facebook.com/ada',
          instagramUrl: 'https://www.instagram.com/ada',
          websiteUrl: 'http://localhost:3000',
          socialMediaUrl: 'https://mastodon.social/@ada',
        },
        null,
      ),
    ).toEqual({
      linkedinUrl: 'Please enter a valid LinkedIn URL, on linkedin.com.',
      facebookUrl: 'Please enter a valid Facebook URL, starting with https://.',
      websiteUrl: 'Please enter a valid website URL, starting with https://.',
    });
    expect(profileProblems({ ...BLANK, linkedinUrl: `https://www.linkedin.com/in/${'a'.repeat(240)}` }, null)).toEqual({
      linkedinUrl: 'The LinkedIn URL must be at most 255 characters.',
    });
  });

  it('counts the characters left as she types, and how many too many', () => {
    expect(charactersLeft('', 300)).toEqual({ left: 300, text: '300 of 300 characters left', over: false });
    expect(charactersLeft('Hi 🌍', 300).left).toBe(296);
    expect(charactersLeft('x'.repeat(301), 300)).toMatchObject({
      over: true,
      text: '1 character too many (at most 300)',
    });
    expect(charactersLeft('x'.repeat(305), 300).text).toBe('5 characters too many (at most 300)');
  });
});

describe('photo and ID image checks', () => {
  it('accepts a PNG or a JPG under 1 MB, judged by its bytes', async () => {
    expect(await imageFileProblem(fileOf(PNG_HEAD, 2048))).toBeNull();
    expect(await imageFileProblem(fileOf(JPEG_HEAD, IMAGE_MAX_BYTES - 1, 'image/jpeg'))).toBeNull();
    // A JPEG named as a PNG is still a JPEG: the bytes decide, as on the server.
    expect(await imageFileProblem(fileOf(JPEG_HEAD, 4096, 'image/png'))).toBeNull();
  });

  it("refuses a file of 1 MB or more with the server's message, without reading it", async () => {
    expect(await imageFileProblem(fileOf(PNG_HEAD, IMAGE_MAX_BYTES))).toBe(IMAGE_MESSAGES.tooLarge);
    expect(IMAGE_MESSAGES.tooLarge).toBe(
      'The image must be smaller than 1 MB. Please choose a smaller PNG or JPG file.',
    );
  });

  it('refuses other kinds of file and an empty one', async () => {
    expect(await imageFileProblem(new Blob(['GIF89a-not-an-allowed-kind'], { type: 'image/gif' }))).toBe(
      'Only PNG and JPG images can be uploaded.',
    );
    expect(await imageFileProblem(fileOf([0x89, 0x50, 0x4e, 0x47], 64))).toBe(IMAGE_MESSAGES.wrongType);
    expect(await imageFileProblem(new Blob([]))).toBe('Please choose an image to upload.');
    expect(await imageFileProblem(null)).toBe(IMAGE_MESSAGES.empty);
  });
});

describe('phone verification rules', () => {
  it('takes a phone number in digits only, without dashes or spaces', () => {
    expect(phoneNumberFailure('5125550100')).toBeNull();
    expect(phoneNumberFailure('512-555-0100')?.message).toBe(
      'Please enter your phone number using digits only, without dashes or spaces.',
    );
    expect(phoneNumberFailure('512 555 0100')).not.toBeNull();
    expect(phoneNumberFailure('')?.message).toBe('Please enter your phone number.');
  });

  it('takes a code of exactly 4 digits', () => {
    expect(codeFailure('0427')).toBeNull();
    for (const bad of ['427', '04271', 'abcd', '']) {
      expect(codeFailure(bad)?.message).toBe('Please enter the 4-digit code we sent to your phone.');
    }
  });
});

describe('change password rules', () => {
  const problems = (values: { oldPassword: string; password: string; confirmPassword: string }) => {
    const result = changePasswordSchema().safeParse(values);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  it('accepts 8 to 19 characters with an upper-case letter and a number, new and confirmed', () => {
    expect(
      problems({ oldPassword: 'Golightly2026', password: 'Lantern2025x', confirmPassword: 'Lantern2025x' }),
    ).toEqual({});
    expect(
      problems({ oldPassword: 'x', password: 'Abcdefghijklmnopq19', confirmPassword: 'Abcdefghijklmnopq19' }),
    ).toEqual({});
  });

  it('names the first broken rule of each field', () => {
    expect(problems({ oldPassword: '', password: 'Short1', confirmPassword: '' })).toEqual({
      oldPassword: 'Please enter your current password.',
      password: 'Password must be at least 8 and fewer than 20 characters.',
      confirmPassword: 'Please confirm your password.',
    });
    expect(
      problems({ oldPassword: 'x', password: 'Abcdefghijklmnopq190', confirmPassword: 'Abcdefghijklmnopq190' }),
    ).toEqual({
      password: 'Password must be at least 8 and fewer than 20 characters.',
    });
    expect(problems({ oldPassword: 'x', password: 'lantern2025', confirmPassword: 'lantern2025' })).toEqual({
      password: 'Password must contain at least one upper case character.',
    });
    expect(problems({ oldPassword: 'x', password: 'Lanternxyz', confirmPassword: 'Lanternxyz' })).toEqual({
      password: 'Password must contain at least one number.',
    });
  });

  it('wants a new password different from the old one and equal to its confirmation', () => {
    expect(
      problems({ oldPassword: 'Golightly2026', password: 'Golightly2026', confirmPassword: 'Golightly2026' }),
    ).toEqual({
      password: 'New password must be different from the old password.',
    });
    expect(
      problems({ oldPassword: 'Golightly2026', password: 'Lantern2025x', confirmPassword: 'Lantern2025y' }),
    ).toEqual({
      confirmPassword: 'Confirm Password does not match. Please try again.',
    });
  });
});
