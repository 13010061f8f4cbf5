// Process entry of the hustle service.
import { startService } from '@golightly/service-kit';
import { subgraph } from './app';

await startService(subgraph);
