// Process entry of the listings-search service.
import { startService } from '@golightly/service-kit';
import { subgraph } from './app';

await startService(subgraph);
