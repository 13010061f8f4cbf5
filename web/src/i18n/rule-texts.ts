// The account rules' failures (@golightly/account-rules) in the member's language: every code maps to a message, the
// spec's own text where the spec words it (English verbatim), else the rules area's (./areas/rules.ts), and a field's
// name inside a message is the translated name. The server sends the same failures as English text; those are read
// back into their failure when they match a rule's wording, so they show in her language too.
import {
  RULE_LABELS,
  RULE_MESSAGES,
  ruleMessage,
  type RuleCode,
  type RuleFailure,
  type RuleLabel,
} from '@golightly/account-rules/failures';
import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ruleLabelMessages, ruleMessages } from './areas/rules';
import { fieldTexts, specTextFor, validationTexts } from './spec-texts';

/** How a form words a failure: in her language on a screen, in English where no screen is involved (tests). */
export type RuleText = (failure: RuleFailure) => string;

export const inEnglish: RuleText = (failure) => failure.message;

/** Every code's message: the compiler refuses a code without one, and rule-texts.test.ts checks every bundle. */
export const RULE_TEXTS: Readonly<Record<RuleCode, MessageDescriptor>> = {
  ...ruleMessages,
  emailInvalid: fieldTexts.invalidEmail,
  passwordMismatch: validationTexts.passwordMismatch,
  genderMissing: validationTexts.genderMissing,
  dateOfBirthMissing: validationTexts.dateOfBirthMissing,
  tooYoung: validationTexts.tooYoung,
  invalidBirthday: validationTexts.invalidBirthday,
  intentMissing: validationTexts.intentMissing,
} satisfies Record<RuleCode, MessageDescriptor>;

/** A failure in the language of `intl`, its field's name translated too. */
export function wordRuleFailure(intl: IntlShape, failure: RuleFailure): string {
  const values: Record<string, string | number> = { ...failure.values };
  const label = (failure.values as { label?: RuleLabel }).label;
  if (label !== undefined) values.label = intl.formatMessage(ruleLabelMessages[label]);
  return intl.formatMessage(RULE_TEXTS[failure.code], values);
}

/** Words the rules' failures in the member's language. */
export function useRuleText(): RuleText {
  const intl = useIntl();
  return useCallback((failure: RuleFailure) => wordRuleFailure(intl, failure), [intl]);
}

const LABEL_BY_ENGLISH = new Map<string, RuleLabel>(
  Object.entries(RULE_LABELS).map(([key, english]) => [english, key as RuleLabel]),
);

/**
 * Each code's wording as a pattern whose groups are its values, in the order they appear; value-free wordings first,
 * so "Password is required." reads as passwordRequired rather than as nameRequired of the password.
 */
const PATTERNS = (Object.keys(RULE_MESSAGES) as RuleCode[])
  .sort((a, b) => Number(RULE_MESSAGES[a].includes('{')) - Number(RULE_MESSAGES[b].includes('{')))
  .map((code) => {
    const names: string[] = [];
    const source = RULE_MESSAGES[code]
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { code, names, pattern: new RegExp(`^${source}$`) };
  });

/**
 * The failure whose English is `english`, or undefined: a rule's message as the server sent it, read back into its
 * code and values. A field's name must be one the rules use, and the failure must word back to exactly `english`.
 */
export function ruleFailureFor(english: string): RuleFailure | undefined {
  for (const { code, names, pattern } of PATTERNS) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    let known = true;
    names.forEach((name, index) => {
      const text = match[index + 1]!;
      if (name !== 'label') values[name] = /^\d+$/.test(text) ? Number(text) : text;
      else if (LABEL_BY_ENGLISH.has(text)) values[name] = LABEL_BY_ENGLISH.get(text)!;
      else known = false;
    });
    if (!known) continue;
    const message = ruleMessage(code, values as never);
    if (message === english) return { code, values, message } as RuleFailure;
  }
  return undefined;
}

/**
 * Shows a message from a rule or the server in the member's language: a text the spec quotes, or a rule's failure,
 * translated; anything else as it came.
 */
export function useServerText(): (english: string) => string {
  const intl = useIntl();
  return useCallback(
    (english: string) => {
      const descriptor = specTextFor(english);
      if (descriptor) return intl.formatMessage(descriptor);
      const failure = ruleFailureFor(english);
      return failure ? wordRuleFailure(intl, failure) : english;
    },
    [intl],
  );
}
