// Screens show words only through react-intl: a test over the JSX of the screens, layout and accounts dialogs fails
// on text typed into the markup (a JSX text node, or a string label, title, placeholder or alt attribute). Screens
// written before the rule are listed until they are converted; a listed file that no longer has any fails too, so
// the list only shrinks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const SCANNED = ['routes', 'layout', 'auth'];
const WORDED_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);

/** Shell files packages/web-kit takes over (issue 12 item 3), and screens still to convert. */
const NOT_YET_CONVERTED = new Set<string>([]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsxFiles(full);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** Each piece of hard-coded wording in a file's JSX, as "line: text". */
export function hardCodedText(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    if (
      ts.isJsxAttribute(node) &&
      WORDED_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    ) {
      found.push(`${at(node)}: ${node.name.getText(source)}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = SCANNED.flatMap((dir) => tsxFiles(path.join(SRC, dir))).map((file) => path.relative(SRC, file));

describe('hard-coded text in the screens', () => {
  it.each(files.filter((file) => !NOT_YET_CONVERTED.has(file)))('%s shows words only through react-intl', (file) => {
    expect(hardCodedText(path.join(SRC, file))).toEqual([]);
  });

  it('lists only screens that still have hard-coded text, so converting one shortens the list', () => {
    const converted = [...NOT_YET_CONVERTED].filter(
      (file) => !files.includes(file) || hardCodedText(path.join(SRC, file)).length === 0,
    );
    expect(converted).toEqual([]);
  });
});
