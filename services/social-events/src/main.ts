// Process entry of the social-events service.
import { startService } from '@golightly/service-kit';
import { subgraph } from './app';

await startService(subgraph);
