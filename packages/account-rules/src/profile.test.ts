import { describe, expect, it } from 'vitest';
import {
  decideGenderConfirmation,
  decideProfileEdit,
  GENDER_MESSAGES,
  isProfileComplete,
  normaliseLanguage,
  parsePublicUrl,
  PROFILE_MESSAGES,
  profileSteps,
  type ProfileEditFacts,
  type ProfileStepFacts,
} from './profile';

const verified: ProfileEditFacts = { primaryEmail: 'ada@example.com', phoneVerified: true };
const errorsOf = (decision: ReturnType<typeof decideProfileEdit>) =>
  decision.status === 'success' ? [] : decision.errors;

describe('decideProfileEdit', () => {
  it('saves a complete, valid profile, trimmed, with blanks cleared', () => {
    const decision = decideProfileEdit(
      {
        firstName: '  Ada ',
        lastName: 'Lovelace',
        preferredLanguage: 'fr',
        preferredCurrency: 'eur',
        location: 'London, UK',
        info: 'I travel for work and for joy.',
        summary: '',
        currentPosition: 'Engineer',
        education: 'Mathematics',
        universityId: 12,
        otherUniversity: null,
        companyName: 'Analytical Engines',
        industry: 'Technology',
        secondaryEmail: ' Ada.Work@Example.org ',
        linkedinUrl: 'https://www.linkedin.com/in/ada',
        facebookUrl: 'https://facebook.com/ada',
        instagramUrl: 'https://www.instagram.com/ada/',
        websiteUrl: 'http://ada.example.org/about',
        socialMediaUrl: '   ',
      },
      verified,
    );
    expect(decision).toEqual({
      status: 'success',
      changes: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        preferredLanguage: 'fr-FR',
        preferredCurrency: 'EUR',
        location: 'London, UK',
        info: 'I travel for work and for joy.',
        summary: null,
        currentPosition: 'Engineer',
        education: 'Mathematics',
        universityId: 12,
        otherUniversity: null,
        companyName: 'Analytical Engines',
        industry: 'Technology',
        secondaryEmail: 'ada.work@example.org',
        linkedinUrl: 'https://www.linkedin.com/in/ada',
        facebookUrl: 'https://facebook.com/ada',
        instagramUrl: 'https://www.instagram.com/ada/',
        websiteUrl: 'http://ada.example.org/about',
        socialMediaUrl: null,
      },
    });
  });

  it('leaves out the fields that were not sent', () => {
    expect(decideProfileEdit({ location: 'Austin' }, verified)).toEqual({
      status: 'success',
      changes: { location: 'Austin' },
    });
  });

  it('takes 300 characters of description and refuses 301, counting characters rather than bytes', () => {
    expect(decideProfileEdit({ info: 'é'.repeat(300), summary: '🌍'.repeat(300) }, verified).status).toBe('success');
    expect(errorsOf(decideProfileEdit({ info: 'a'.repeat(301) }, verified))).toEqual([
      { field: 'info', message: 'About me must be at most 300 characters.' },
    ]);
    expect(errorsOf(decideProfileEdit({ summary: 'a'.repeat(301) }, verified))).toEqual([
      { field: 'summary', message: 'Summary must be at most 300 characters.' },
    ]);
  });

  it('takes 50 characters in the short fields and refuses 51, naming each field', () => {
    const long = 'x'.repeat(51);
    const fields = [
      'location',
      'currentPosition',
      'education',
      'otherUniversity',
      'companyName',
      'industry',
      'firstName',
      'lastName',
    ] as const;
    expect(decideProfileEdit(Object.fromEntries(fields.map((f) => [f, 'x'.repeat(50)])), verified).status).toBe(
      'success',
    );
    const errors = errorsOf(decideProfileEdit(Object.fromEntries(fields.map((f) => [f, long])), verified));
    expect(errors.map((e) => e.field).sort()).toEqual([...fields].sort());
    expect(errors).toContainEqual({
      field: 'currentPosition',
      message: 'Current position must be at most 50 characters.',
    });
    expect(errors).toContainEqual({ field: 'location', message: 'Location must be at most 50 characters.' });
  });

  it('needs a first and last name with a letter in them', () => {
    expect(errorsOf(decideProfileEdit({ firstName: '  ', lastName: '1234' }, verified))).toEqual([
      { field: 'firstName', message: 'First name is required.' },
      { field: 'lastName', message: 'Last name must contain a letter.' },
    ]);
  });

  it("refuses names with a NUL, another control character or a direction override, with the field's message", () => {
    expect(errorsOf(decideProfileEdit({ firstName: 'Ada\u0000', lastName: 'Love\u202Ecalf' }, verified))).toEqual([
      { field: 'firstName', message: 'First name must not contain invisible control or text-direction characters.' },
      { field: 'lastName', message: 'Last name must not contain invisible control or text-direction characters.' },
    ]);
    expect(errorsOf(decideProfileEdit({ firstName: 'A\u0085da', lastName: 'O\u2066K' }, verified))).toHaveLength(2);
  });

  it('refuses a secondary e-mail equal to the primary one, whatever its case or spaces', () => {
    expect(errorsOf(decideProfileEdit({ secondaryEmail: ' ADA@example.com' }, verified))).toEqual([
      { field: 'secondaryEmail', message: PROFILE_MESSAGES.secondaryEmailSame },
    ]);
  });

  it('refuses a malformed secondary e-mail and clears a blank one', () => {
    expect(errorsOf(decideProfileEdit({ secondaryEmail: 'ada@' }, verified))).toEqual([
      { field: 'secondaryEmail', message: PROFILE_MESSAGES.secondaryEmailInvalid },
    ]);
    expect(decideProfileEdit({ secondaryEmail: '' }, verified)).toEqual({
      status: 'success',
      changes: { secondaryEmail: null },
    });
  });

  it('refuses links that are not web addresses', () => {
    for (const bad of [
      'linkedin.com/in/ada',
      'javascript:alert(1)',
      'ftp://example.com/x',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://user:pw@example.com',
      'https://exa mple.com',
    ]) {
      expect(errorsOf(decideProfileEdit({ websiteUrl: bad }, verified)), bad).toEqual([
        { field: 'websiteUrl', message: 'Please enter a valid website URL, starting with https://.' },
      ]);
    }
  });

  it('wants LinkedIn, Facebook and Instagram links on their own sites', () => {
    expect(
      errorsOf(
        decideProfileEdit(
          {
            linkedinUrl: 'https://example.com/in/ada',
            facebookUrl: 'https://notfacebook.com/ada',
            instagramUrl: 'https://instagram.com.evil.io/ada',
          },
          verified,
        ),
      ),
    ).toEqual([
      { field: 'linkedinUrl', message: 'Please enter a valid LinkedIn URL, on linkedin.com.' },
      { field: 'facebookUrl', message: 'Please enter a valid Facebook URL, on facebook.com.' },
      { field: 'instagramUrl', message: 'Please enter a valid Instagram URL, on instagram.com.' },
    ]);
    expect(
      decideProfileEdit(
        { linkedinUrl: 'https://uk.linkedin.com/in/ada', facebookUrl: 'https://m.fb.com/ada' },
        verified,
      ).status,
    ).toBe('success');
  });

  it('refuses links over 255 characters', () => {
    const errors = errorsOf(decideProfileEdit({ websiteUrl: `https://example.com/${'a'.repeat(240)}` }, verified));
    expect(errors).toEqual([{ field: 'websiteUrl', message: 'The website URL must be at most 255 characters.' }]);
  });

  it('knows the supported languages and ISO currencies', () => {
    expect(errorsOf(decideProfileEdit({ preferredLanguage: 'de-DE', preferredCurrency: 'EURO' }, verified))).toEqual([
      { field: 'preferredLanguage', message: PROFILE_MESSAGES.language },
      { field: 'preferredCurrency', message: PROFILE_MESSAGES.currency },
    ]);
    expect(errorsOf(decideProfileEdit({ preferredCurrency: 'XYZ' }, verified))).toHaveLength(1);
    expect(normaliseLanguage('IT')).toBe('it-IT');
    expect(normaliseLanguage('es')).toBe('es');
    expect(normaliseLanguage('pt-BR')).toBeUndefined();
  });

  it('wants a university id from the list', () => {
    expect(errorsOf(decideProfileEdit({ universityId: 0 }, verified))).toEqual([
      { field: 'universityId', message: PROFILE_MESSAGES.university },
    ]);
    expect(errorsOf(decideProfileEdit({ universityId: 2.5 }, verified))).toHaveLength(1);
    expect(decideProfileEdit({ universityId: null }, verified)).toEqual({
      status: 'success',
      changes: { universityId: null },
    });
  });

  it('refuses to save before the phone is verified, even a valid form', () => {
    expect(decideProfileEdit({ location: 'Austin' }, { ...verified, phoneVerified: false })).toEqual({
      status: 'phoneNotVerified',
      errors: [],
    });
  });

  it('reports the field problems first, so the form can show them before asking for the phone', () => {
    expect(decideProfileEdit({ info: 'a'.repeat(301) }, { ...verified, phoneVerified: false }).status).toBe('invalid');
  });
});

describe('parsePublicUrl', () => {
  it('accepts http and https addresses with a real host name', () => {
    expect(parsePublicUrl('https://golightly.example/members')?.hostname).toBe('golightly.example');
    expect(parsePublicUrl('http://xn--bcher-kva.example/')).not.toBeNull();
  });
  it('refuses hosts without a dot or with bad labels', () => {
    for (const bad of ['https://intranet/', 'https://-bad.example/', 'https://a..b/'])
      expect(parsePublicUrl(bad), bad).toBeNull();
  });
});

describe('profile steps', () => {
  const complete: ProfileStepFacts = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'female',
    location: 'London',
    picture: 'a.png',
    phoneVerified: true,
    info: 'About me',
    currentPosition: 'Engineer',
  };

  it('completes all four steps for a full profile', () => {
    const steps = profileSteps(complete);
    expect(steps).toEqual({ step1: true, step2: true, step3: true, step4: true });
    expect(isProfileComplete(steps)).toBe(true);
  });

  it('step 1 is the basic information: names, gender and location', () => {
    for (const missing of [{ location: '  ' }, { gender: null }, { lastName: '' }]) {
      expect(profileSteps({ ...complete, ...missing }).step1).toBe(false);
    }
  });

  it('step 2 is a picture, step 3 a verified phone, step 4 a description and a position', () => {
    expect(profileSteps({ ...complete, picture: null }).step2).toBe(false);
    expect(profileSteps({ ...complete, phoneVerified: false }).step3).toBe(false);
    expect(profileSteps({ ...complete, info: null }).step4).toBe(false);
    expect(profileSteps({ ...complete, currentPosition: ' ' }).step4).toBe(false);
  });

  it('leaves the profile incomplete while any step is open', () => {
    expect(isProfileComplete(profileSteps({ ...complete, picture: null }))).toBe(false);
  });
});

describe('decideGenderConfirmation', () => {
  it('sets a gender once, when none is set', () => {
    expect(decideGenderConfirmation(null, 'Female')).toEqual({ status: 'success', gender: 'female' });
    expect(decideGenderConfirmation(null, 'male')).toEqual({ status: 'success', gender: 'male' });
  });
  it('refuses to change a gender already set', () => {
    expect(decideGenderConfirmation('female', 'male')).toEqual({
      status: 'alreadySet',
      message: GENDER_MESSAGES.alreadySet,
    });
  });
  it("asks for one of the two choices with the registration's message", () => {
    expect(decideGenderConfirmation(null, 'other')).toEqual({ status: 'invalid', message: 'Please indicate Gender.' });
    expect(decideGenderConfirmation(null, '')).toMatchObject({ status: 'invalid' });
  });
});
