// The bus contract on the Postgres event log of the embedded default.
import { startPostgresBus } from './support/bus-harness';
import { transportContract } from './contract';

transportContract('postgres', startPostgresBus);
