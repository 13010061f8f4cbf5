// Process entry of the gosolo service.
import { startService } from '@golightly/service-kit';
import { subgraph } from './app';

await startService(subgraph);
