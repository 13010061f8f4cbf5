import { describe, expect, it } from 'vitest';
import { STANDING_MESSAGES } from '@golightly/service-kit';
import { HOST_REFUSALS, hostRefusal } from './host';

describe('who may list a home', () => {
  it('lets an approved woman whose ID is verified list', () => {
    expect(hostRefusal({ female: true, idVerified: true, approvedMember: true })).toBeNull();
  });

  it('refuses a man, an unverified member and an applicant, each with her reason', () => {
    expect(hostRefusal({ female: false, idVerified: true, approvedMember: true })).toBe(
      'Only women members can list a home.',
    );
    expect(hostRefusal({ female: true, idVerified: false, approvedMember: true })).toBe(
      'ID verification is needed before you can list a home.',
    );
    expect(hostRefusal({ female: true, idVerified: true, approvedMember: false })).toBe(
      'Your membership application is still being reviewed; you can list a home once it is approved.',
    );
  });

  it("words each refusal as service-kit's standing guard does, which the resolvers call first", () => {
    expect(HOST_REFUSALS).toEqual({
      notApproved: STANDING_MESSAGES.pending('list a home'),
      womenOnly: STANDING_MESSAGES.womenOnly('list a home'),
      idNotVerified: STANDING_MESSAGES.idNotVerified('list a home'),
    });
  });
});
