// The membership application's client rules (spec 001 §3 "member application": referral, press, social or other
// source, phone, password), mirroring accounts' domain/membership.ts: registration's rules for the shared fields,
// then gender and the source. The server checks everything again and its messages win.
import { z } from 'zod';
import { registrationSchema } from '../../auth/validation';

export const APPLICATION_SOURCES = [
  { value: 'referral', label: 'A member referred me', detailLabel: 'Who referred you?' },
  { value: 'press', label: 'Press', detailLabel: 'Which publication? (optional)' },
  { value: 'social', label: 'Social media', detailLabel: 'Which network or account? (optional)' },
  { value: 'other', label: 'Other', detailLabel: 'Tell us more (optional)' },
] as const;

export const SOURCE_DETAIL_MAX_LENGTH = 255;

export const APPLICATION_MESSAGES = {
  gender: 'Please indicate Gender.',
  source: 'Please tell us how you heard about us: referral, press, social or other.',
  referrer: 'Please tell us who referred you.',
  detailTooLong: `Please keep this to ${SOURCE_DETAIL_MAX_LENGTH} characters.`,
  mismatch: 'Confirm Password does not match. Please try again.',
} as const;

const fields = registrationSchema.shape;

export const applicationSchema = z
  .object({
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    password: fields.password,
    confirmPassword: fields.confirmPassword,
    countryCode: z.string(),
    phoneNumber: fields.phoneNumber,
    gender: z.string().refine((value) => ['female', 'male'].includes(value), APPLICATION_MESSAGES.gender),
    source: z
      .string()
      .refine((value) => APPLICATION_SOURCES.some((source) => source.value === value), APPLICATION_MESSAGES.source),
    sourceDetail: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.confirmPassword !== '' && values.password !== values.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: APPLICATION_MESSAGES.mismatch });
    }
    const detail = values.sourceDetail.trim();
    if ([...detail].length > SOURCE_DETAIL_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['sourceDetail'], message: APPLICATION_MESSAGES.detailTooLong });
    } else if (values.source === 'referral' && detail === '') {
      ctx.addIssue({ code: 'custom', path: ['sourceDetail'], message: APPLICATION_MESSAGES.referrer });
    }
  });

export type ApplicationValues = z.infer<typeof applicationSchema>;
export type ApplicationField = keyof ApplicationValues;
export const APPLICATION_FIELDS = new Set<string>(Object.keys(applicationSchema.shape));
