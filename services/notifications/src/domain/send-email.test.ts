import { describe, expect, it } from 'vitest';
import { decideSendEmail } from './send-email';

const admin = 'admin@golightly.test';

describe('decideSendEmail', () => {
  it('sends a known notice to the admin address', () => {
    expect(
      decideSendEmail({ signedIn: true, mailTemplate: 'maleUserEmail', to: undefined, adminEmail: admin }),
    ).toEqual({
      ok: true,
      template: 'maleUserEmail',
      recipient: admin,
    });
    expect(
      decideSendEmail({
        signedIn: true,
        mailTemplate: 'normalFemaleUserEmail',
        to: 'ADMIN@golightly.test',
        adminEmail: admin,
      }).ok,
    ).toBe(true);
  });
  it('refuses visitors, unknown templates and foreign recipients', () => {
    expect(
      decideSendEmail({ signedIn: false, mailTemplate: 'maleUserEmail', to: admin, adminEmail: admin }),
    ).toMatchObject({ status: 401 });
    expect(decideSendEmail({ signedIn: true, mailTemplate: 'anything', to: admin, adminEmail: admin })).toMatchObject({
      status: 400,
    });
    expect(
      decideSendEmail({ signedIn: true, mailTemplate: 'maleUserEmail', to: 'victim@example.com', adminEmail: admin }),
    ).toMatchObject({ status: 403 });
  });
});
