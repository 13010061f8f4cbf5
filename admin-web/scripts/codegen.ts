// `npm run codegen -w @golightly/admin-web`: typed GraphQL documents (src/gen/graphql.ts) from this app's .graphql operations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedFile, generateOperationTypes as generateFor, writeOperationTypes } from '@golightly/web-kit/codegen';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
export const GENERATED_FILE = generatedFile(APP_DIR);
export const generateOperationTypes = () => generateFor(APP_DIR);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`wrote ${path.relative(process.cwd(), await writeOperationTypes(APP_DIR))}`);
}
