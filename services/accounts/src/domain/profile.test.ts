import { describe, expect, it } from 'vitest';
import { profileSteps, stepColumns } from './profile';

describe('stepColumns', () => {
  const complete = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 'female',
    location: 'London',
    picture: 'a.png',
    phoneVerified: true,
    info: 'About me',
    currentPosition: 'Engineer',
  };

  it('stores every completed step as completed', () => {
    expect(stepColumns(profileSteps(complete))).toEqual({
      step1: 'completed',
      step2: 'completed',
      step3: 'completed',
      step4: 'completed',
    });
  });

  it('stores an open step as null, which the users table allows', () => {
    expect(stepColumns(profileSteps({ ...complete, picture: null })).step2).toBeNull();
  });
});
