// Every locale's bundle translates every text the app defines, with the same placeholders, and every id the code
// asks react-intl for is defined: a screen never falls back to English or to a raw id in another language.
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages';
import { SUPPORTED_LOCALES } from './locales';
import * as shellMessages from './messages';
import * as specTextModule from './spec-texts';

// jsdom gives import.meta.url an http scheme; the module's folder on disk is import.meta.dirname.
const SRC = path.resolve(import.meta.dirname, '..');

/** Every message the app defines: id → English text. */
function englishMessages(): Map<string, string> {
  const english = new Map<string, string>();
  for (const group of [...Object.values(shellMessages), ...Object.values(specTextModule)]) {
    if (typeof group !== 'object' || group === null) continue;
    for (const descriptor of Object.values(group as Record<string, { id: string; defaultMessage: string }>)) {
      expect(english.has(descriptor.id), `${descriptor.id} is defined twice`).toBe(false);
      english.set(descriptor.id, descriptor.defaultMessage);
    }
  }
  return english;
}

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'gen' || name === 'bundles' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/**
 * The arguments a message uses, as ICU reads it: `{count, plural, one {# night} other {# nights}}` uses `count` only,
 * whatever words its branches start with. A text the parser refuses yields its error, so the test shows it.
 */
function placeholders(text: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element) || isPoundElement(element)) continue;
      names.add(element.value);
      if (isPluralElement(element) || isSelectElement(element)) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (isTagElement(element)) visit(element.children);
    }
  };
  try {
    visit(parse(text));
  } catch (error) {
    return [`unparsable: ${(error as Error).message}`];
  }
  return [...names].sort();
}

describe('message bundles', () => {
  const english = englishMessages();

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US'))(
    'the %s bundle translates every English id, and nothing else',
    async (locale) => {
      const bundle: Record<string, string> = await loadMessages(locale);
      const missing = [...english.keys()].filter((id) => !bundle[id]?.trim());
      const unknown = Object.keys(bundle).filter((id) => !english.has(id));
      expect(missing).toEqual([]);
      expect(unknown).toEqual([]);
    },
  );

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en-US'))(
    'the %s bundle keeps every placeholder of the English text',
    async (locale) => {
      const bundle: Record<string, string> = await loadMessages(locale);
      const broken = [...english].filter(
        ([id, text]) => `${placeholders(text)}` !== `${placeholders(bundle[id] ?? '')}`,
      );
      expect(broken.map(([id]) => id)).toEqual([]);
    },
  );

  it('defines messages only in the i18n modules, so the compiler holds every bundle to them', () => {
    const elsewhere = sourceFiles()
      .filter((file) => !/i18n[/\\](messages|spec-texts|areas[/\\][\w-]+)\.ts$/.test(file))
      .filter((file) => /defineMessages?\(/.test(readFileSync(file, 'utf8')));
    expect(elsewhere.map((file) => path.relative(SRC, file))).toEqual([]);
  });

  it('asks react-intl only for ids that are defined', () => {
    const referenced = sourceFiles().flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const ids = [
        ...text.matchAll(/<FormattedMessage[^>]*\bid=["'{`]+([\w.-]+)/g),
        ...text.matchAll(/formatMessage\(\s*\{\s*id:\s*["'`]([\w.-]+)/g),
      ].map((match) => match[1]!);
      return ids.map((id) => ({ file: path.relative(SRC, file), id }));
    });
    expect(referenced.filter(({ id }) => !english.has(id))).toEqual([]);
  });
});
