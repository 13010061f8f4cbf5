// npm run compose: writes gateway/supergraph.graphql from the subgraphs' schemas.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { composeSupergraph, SUPERGRAPH_FILE } from '../src/supergraph';

try {
  writeFileSync(SUPERGRAPH_FILE, composeSupergraph());
  console.log(`composed ${fileURLToPath(SUPERGRAPH_FILE)}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
