// Test-only: librdkafka's mock cluster reports controller id 0 while its brokers are 1..N, and kafkajs's idempotent
// producer then fails with "Broker 0 not found in the cached metadata". This rewrites a controller id that names no
// broker to the lowest broker id in kafkajs's parsed Metadata responses. Load it before kafkajs is used, in tests only.
import { createRequire } from 'node:module';

interface MetadataResponse {
  brokers: { nodeId: number }[];
  controllerId?: number;
}
interface ResponseModule {
  parse(data: MetadataResponse): Promise<MetadataResponse>;
  __controllerShim?: boolean;
}

const require = createRequire(import.meta.url);
const kafkajsRoot = require.resolve('kafkajs').replace(/index\.js$/, '');

for (const version of [1, 2, 3, 4, 5, 6]) {
  const response = require(`${kafkajsRoot}src/protocol/requests/metadata/v${version}/response.js`) as ResponseModule;
  if (response.__controllerShim) continue;
  const parse = response.parse;
  response.parse = async (data) => {
    const parsed = await parse(data);
    const ids = parsed.brokers.map((broker) => broker.nodeId);
    if (parsed.controllerId !== undefined && ids.length > 0 && !ids.includes(parsed.controllerId)) {
      parsed.controllerId = Math.min(...ids);
    }
    return parsed;
  };
  response.__controllerShim = true;
}
