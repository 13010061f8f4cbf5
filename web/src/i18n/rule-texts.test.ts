// Every failure the account rules can give is worded in every language: each code has a message whose English is the
// rules' own (the spec's text where the spec words it), each bundle translates it with the field's name translated,
// and a rule's English sent by the server reads back into its failure.
import {
  RULE_CODES,
  RULE_MESSAGES,
  ruleFailure,
  ruleMessage,
  type RuleCode,
  type RuleFailure,
} from '@golightly/account-rules';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages';
import { SUPPORTED_LOCALES, type Locale } from './locales';
import { ruleFailureFor, RULE_TEXTS, wordRuleFailure } from './rule-texts';
import { specTextFor } from './spec-texts';

/** A failure of `code` with plausible values: a field named by its key, numbers, a site, the languages. */
function sample(code: RuleCode): RuleFailure {
  const values: Record<string, string | number> = {};
  for (const [, name] of RULE_MESSAGES[code].matchAll(/\{(\w+)\}/g)) {
    if (name === 'label') values.label = code.startsWith('url') ? 'websiteUrl' : 'firstName';
    else if (name === 'site') values.site = 'linkedin.com';
    else if (name === 'languages') values.languages = 'en-US, fr-FR';
    else values[name!] = 50;
  }
  return ruleFailure(code, values as never);
}

async function intlFor(locale: Locale) {
  const errors: unknown[] = [];
  const intl = createIntl({
    locale,
    defaultLocale: 'en-US',
    messages: await loadMessages(locale),
    onError: (error) => errors.push(error),
  });
  return { intl, errors };
}

describe('the rules’ failures on screen', () => {
  it('have a message for every code the rules can give', () => {
    expect(RULE_CODES.filter((code) => !RULE_TEXTS[code]?.id)).toEqual([]);
  });

  it('read in English exactly as the rules (and the server) word them', async () => {
    const { intl, errors } = await intlFor('en-US');
    for (const code of RULE_CODES) {
      const failure = sample(code);
      expect(wordRuleFailure(intl, failure), code).toBe(failure.message);
    }
    expect(errors).toEqual([]);
  });

  it('use the spec’s own text where the spec words the failure, so those keep working as spec texts', () => {
    for (const code of ['emailInvalid', 'passwordMismatch', 'genderMissing', 'tooYoung', 'invalidBirthday'] as const) {
      expect(specTextFor(ruleMessage(code))).toBe(RULE_TEXTS[code]);
    }
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US'))(
    'are translated in %s, the field’s name too',
    async (locale) => {
      const { intl, errors } = await intlFor(locale);
      const bundle: Record<string, string> = await loadMessages(locale);
      const untranslated = RULE_CODES.filter((code) => !bundle[RULE_TEXTS[code].id!]);
      expect(untranslated).toEqual([]);
      for (const code of RULE_CODES) {
        const failure = sample(code);
        const worded = wordRuleFailure(intl, failure);
        expect(worded, code).not.toBe(failure.message);
        expect(worded, code).not.toMatch(/First name|\bwebsite\b|\{/);
      }
      expect(errors).toEqual([]);
    },
  );

  it('show a French member a rule’s failure in French, with the field’s French name', async () => {
    const { intl } = await intlFor('fr-FR');
    expect(wordRuleFailure(intl, ruleFailure('passwordTooShort', { label: 'password', min: 8 }))).toBe(
      'Le champ « Mot de passe » doit comporter au moins 8 caractères.',
    );
    expect(wordRuleFailure(intl, ruleFailure('genderMissing'))).toBe('Veuillez indiquer votre genre.');
  });
});

describe('a rule’s English from the server', () => {
  it('reads back into the failure it words, for every code', () => {
    for (const code of RULE_CODES) {
      const { message } = sample(code);
      expect(ruleFailureFor(message)?.message, code).toBe(message);
    }
  });

  it('recovers the field and the numbers from the text', () => {
    expect(ruleFailureFor('The LinkedIn URL must be at most 255 characters.')).toEqual(
      ruleFailure('urlTooLong', { label: 'linkedinUrl', max: 255 }),
    );
    expect(ruleFailureFor('About me must be at most 300 characters.')).toEqual(
      ruleFailure('tooLong', { label: 'info', max: 300 }),
    );
    expect(ruleFailureFor('Password is required.')).toEqual(ruleFailure('passwordRequired'));
  });

  it('leaves alone a text no rule words, or one naming a field the rules do not know', () => {
    expect(ruleFailureFor('Too many sign-in attempts. Please wait 15 minutes and try again.')).toBeUndefined();
    expect(ruleFailureFor('Nickname is required.')).toBeUndefined();
  });
});
