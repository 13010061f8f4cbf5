// Process entry of the notifications service.
import { startService } from '@golightly/service-kit';
import { subgraph } from './app';

await startService(subgraph);
