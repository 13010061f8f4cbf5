// Every refusal of the account rules is a coded failure worded once, in failures.ts: so the member app, which words
// each code in every language (web/src/i18n/rule-texts.test.ts checks it maps them all), can show any of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  RULE_CODES,
  RULE_LABELS,
  RULE_MESSAGES,
  ruleFailure,
  ruleMessage,
  type RuleCode,
  type RuleFailure,
} from './failures';
import { imageFailure } from './images';
import { applicationFailures } from './membership-application';
import { codeFailure, phoneNumberFailure } from './phone';
import { profileEditFailures } from './profile';
import {
  loginPasswordFailure,
  newPasswordFailures,
  registrationFieldFailures,
  submitTimeFailure,
  type RegistrationInput,
} from './registration';

const TODAY = new Date('2026-06-01T12:00:00Z');
const NAMES = ['', '  ', '1234', 'A'.repeat(51), 'Zoë', 'Zo\u202eë'];
const PASSWORDS = [
  '',
  'short',
  'a'.repeat(101),
  'abcdefgh',
  'ABCDEFGH1',
  'abcdefgh1',
  'Abcdefgh',
  'Abcdefgh1',
  'Abc1'.repeat(6),
];

/** Bad (and good) values for every rule that answers failures, so that between them they reach each code. */
function everyFailure(): RuleFailure[] {
  const failures: (RuleFailure | null)[] = [];
  for (const password of PASSWORDS) {
    for (const name of NAMES) {
      const input: RegistrationInput = {
        firstName: name,
        lastName: name,
        email: name === '' ? '' : name === '1234' ? 'x'.repeat(300) : 'not-an-email',
        password,
        confirmPassword: password === '' ? '' : `${password}x`,
        zipCode: name === '' ? '' : '123',
        referralKey: '',
        phoneNumber: '',
      };
      failures.push(...registrationFieldFailures(input, { isPostalCodeValid: () => false }));
      failures.push(...applicationFailures({ ...input, gender: name, source: name, sourceDetail: name }));
    }
    failures.push(loginPasswordFailure(password));
    failures.push(...newPasswordFailures({ password, confirmPassword: 'other', oldPassword: password }));
    failures.push(...newPasswordFailures({ password, confirmPassword: '' }));
  }
  for (const dateOfBirth of ['', '2--31', '2-2015-1', '2-1990-31', '2-1990-1']) {
    for (const gender of ['', 'female']) {
      for (const intend of ['', 'host']) {
        const confirmPassword = gender === '' && intend === '' ? 'b' : 'a';
        failures.push(submitTimeFailure({ password: 'a', confirmPassword, gender, intend, dateOfBirth }, TODAY));
      }
    }
  }
  failures.push(
    ...applicationFailures({ source: 'referral', sourceDetail: ' ' }),
    ...applicationFailures({ source: 'press', sourceDetail: 'x'.repeat(256) }),
  );
  const long = (site: string) => `https://${site}/${'a'.repeat(260)}`;
  failures.push(
    ...profileEditFailures(
      {
        firstName: '',
        lastName: '1',
        location: 'l'.repeat(51),
        info: 'i'.repeat(301),
        preferredLanguage: 'xx',
        preferredCurrency: 'ZZZ',
        universityId: -1,
        secondaryEmail: 'bad',
        linkedinUrl: 'https://example.com/ada',
        facebookUrl: 'not a url',
        instagramUrl: long('instagram.com'),
      },
      { primaryEmail: null },
    ),
    ...profileEditFailures({ secondaryEmail: 'Ada@Example.com' }, { primaryEmail: 'ada@example.com' }),
  );
  failures.push(imageFailure('empty'), imageFailure('tooLarge'), imageFailure('wrongType'));
  for (const value of ['', '512-555', '12a4']) failures.push(phoneNumberFailure(value), codeFailure(value));
  return failures.filter((failure): failure is RuleFailure => failure !== null);
}

/** Codes the catalog words for a refusal decided outside this package, so no rule here answers them. */
const DECIDED_ELSEWHERE: ReadonlySet<RuleCode> = new Set<RuleCode>([
  'phoneNumberInvalid', // the accounts service splits numbers with the numbering plans
  'oldPasswordRequired', // the change-password forms, before the rules see a new password
]);

describe('rule failures', () => {
  const failures = everyFailure();

  it('carry a catalogued code and exactly the catalog’s English for their values', () => {
    for (const failure of failures) {
      expect(RULE_CODES).toContain(failure.code);
      expect(failure.message).toBe(ruleMessage(failure.code, failure.values as never));
    }
  });

  it('reach every catalogued code, so no wording is left that nothing answers', () => {
    const reached = new Set(failures.map((failure) => failure.code));
    expect(RULE_CODES.filter((code) => !reached.has(code) && !DECIDED_ELSEWHERE.has(code))).toEqual([]);
  });

  it('name a field by its key, which the catalog words', () => {
    for (const failure of failures) {
      const { label } = failure.values as { label?: string };
      if (label !== undefined) expect(Object.keys(RULE_LABELS)).toContain(label);
    }
    expect(ruleFailure('nameRequired', { label: 'firstName' })).toEqual({
      code: 'nameRequired',
      values: { label: 'firstName' },
      message: 'First name is required.',
    });
  });

  it('word their values only with plain {name} arguments, which any ICU formatter reads the same way', () => {
    for (const template of Object.values(RULE_MESSAGES)) {
      expect(template.replace(/\{\w+\}/g, '')).not.toMatch(/[{}#]/);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// A rule module words nothing itself: a sentence typed anywhere but failures.ts is an uncoded failure, unless it is
// the text of an outcome that is not a rule's (a status, a service's answer), declared in one of these.

/** Declarations (or `declaration.property`) whose texts are outcomes, not rule failures. */
const OUTCOME_TEXTS = new Set([
  'REGISTRATION_MESSAGES',
  'LOGIN_MESSAGES',
  'tooManyAttemptsMessage',
  'describeWait',
  'PHONE_CODE_MESSAGES',
  'PROFILE_MESSAGES.phoneNotVerified',
  'PROFILE_MESSAGES.nothingToSave',
  'GENDER_MESSAGES.alreadySet',
  'DECLINED_MESSAGE',
  'currentYear', // a programming error (an invalid `today`), never shown
]);

const SENTENCE = /\p{L}+\s+\p{L}+/u;

/** Each sentence typed into a rule module, as "declaration[.property]: text". */
function sentencesOutsideTheCatalog(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const ownerOf = (node: ts.Node): string => {
    let property: string | undefined;
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isPropertyAssignment(at)) property = at.name.getText(source);
      if ((ts.isVariableDeclaration(at) || ts.isFunctionDeclaration(at)) && at.name) {
        const name = at.name.getText(source);
        return property ? `${name}.${property}` : name;
      }
    }
    return '(module)';
  };
  const visit = (node: ts.Node) => {
    const texts = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? [node.text] : [];
    if (ts.isTemplateExpression(node))
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    if (texts.some((text) => SENTENCE.test(text))) {
      const owner = ownerOf(node);
      if (!OUTCOME_TEXTS.has(owner) && !OUTCOME_TEXTS.has(owner.split('.')[0]!))
        found.push(`${owner}: ${texts.join('…')}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the rule modules', () => {
  const dir = import.meta.dirname;
  const modules = readdirSync(dir).filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name));

  it.each(modules.filter((name) => name !== 'failures.ts' && name !== 'index.ts'))(
    '%s words its refusals only through the catalog’s codes',
    (name) => {
      expect(sentencesOutsideTheCatalog(path.join(dir, name))).toEqual([]);
    },
  );
});
