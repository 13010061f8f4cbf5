// Process entry of the bookings-payments service.
import { startService } from '@golightly/service-kit';
import { subgraph } from './app';

await startService(subgraph);
