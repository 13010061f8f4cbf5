// Process entry of the accounts service.
import { startService } from '@golightly/service-kit';
import { subgraph } from './app';

await startService(subgraph);
