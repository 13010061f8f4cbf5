// `npm run codegen -w @golightly/web-kit`: typed GraphQL documents (src/gen/graphql.ts) for the shell's own operations.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeOperationTypes } from '../src/codegen';

const KIT_DIR = fileURLToPath(new URL('..', import.meta.url));
console.log(`wrote ${path.relative(process.cwd(), await writeOperationTypes(KIT_DIR))}`);
