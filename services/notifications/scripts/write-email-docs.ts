// Writes docs/emails.md from the catalogue (npm run emails:doc).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE } from '../src/domain/emails/catalogue';
import { catalogueDoc } from '../src/domain/emails/catalogue-doc';

const target = path.resolve(import.meta.dirname, '../../../docs/emails.md');
await writeFile(target, catalogueDoc(CATALOGUE));
console.log(`wrote ${path.relative(process.cwd(), target)} (${CATALOGUE.length} e-mails)`);
