// Process entry of the integrations service.
import { startService } from '@golightly/service-kit';
import { subgraph } from './app';

await startService(subgraph);
