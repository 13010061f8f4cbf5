// The membership application's client rules (spec 001 §3 "member application": referral, press, social or other
// source, phone, password): accounts' own rules from @golightly/account-rules (registration's for the shared fields,
// then gender and the source), fitted to react-hook-form and worded by the RuleText a screen gives (useRuleText(), her
// language; English by default). The server checks everything again and its messages win.
import {
  APPLICATION_SOURCES as SOURCES,
  applicationFailures,
  type ApplicationField as RuleField,
  type ApplicationSource,
} from '@golightly/account-rules';
import { z } from 'zod';
import { inEnglish, type RuleText } from '../../i18n/rule-texts';

export { APPLICATION_MESSAGES, SOURCE_DETAIL_MAX_LENGTH } from '@golightly/account-rules';

/** What the form says for each source the rules accept. */
const SOURCE_LABELS: Readonly<Record<ApplicationSource, { label: string; detailLabel: string }>> = {
  referral: { label: 'A member referred me', detailLabel: 'Who referred you?' },
  press: { label: 'Press', detailLabel: 'Which publication? (optional)' },
  social: { label: 'Social media', detailLabel: 'Which network or account? (optional)' },
  other: { label: 'Other', detailLabel: 'Tell us more (optional)' },
};

export const APPLICATION_SOURCES = SOURCES.map((value) => ({ value, ...SOURCE_LABELS[value] }));

const applicationShape = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  gender: z.string(),
  source: z.string(),
  sourceDetail: z.string(),
};

export function applicationSchema(say: RuleText = inEnglish) {
  return z.object(applicationShape).superRefine((values, ctx) => {
    for (const failure of applicationFailures(values)) {
      ctx.addIssue({ code: 'custom', path: [failure.field satisfies RuleField], message: say(failure) });
    }
  });
}

export type ApplicationValues = z.infer<ReturnType<typeof applicationSchema>>;
export type ApplicationField = keyof ApplicationValues;
export const APPLICATION_FIELDS = new Set<string>(Object.keys(applicationShape));
