// `npm run codegen -w @golightly/web-kit`: typed GraphQL documents (src/gen/graphql.ts) for the shell's own operations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFile, generateOperationTypes as generateFor, writeOperationTypes } from '../src/codegen';

const KIT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const GENERATED_FILE = generatedFile(KIT_DIR);
export const generateOperationTypes = () => generateFor(KIT_DIR);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${path.relative(process.cwd(), await writeOperationTypes(KIT_DIR))}`);
}
