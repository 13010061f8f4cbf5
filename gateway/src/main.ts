// Process entry of the gateway.
import { createLogger, runService } from '@golightly/service-kit';
import { buildGateway } from './app';
import { loadGatewayConfig, type GatewayConfig } from './config';
import { readCommittedSupergraph } from './supergraph';

const logger = createLogger('gateway');
let config: GatewayConfig;
try {
  config = loadGatewayConfig();
} catch (error) {
  logger.fatal((error as Error).message);
  process.exit(78);
}
const app = await buildGateway({ ...config, supergraphSdl: readCommittedSupergraph(), logger });
await runService(app, config);
