// Routes for browser tests only (decision 0058), registered only when GOLIGHTLY_TESTING_ROUTES=1, which `npm start`
// for the e2e stack sets and production refuses. Reached on the service's own port: the gateway forwards only the
// REST paths of its table, and this is not one of them.
import { ConfigError, flag, loadConfig } from '@golightly/config';
import type { FastifyInstance } from 'fastify';
import { completeStayNow } from '../app/complete-stay-now';
import type { ReservationDeps } from '../app/reservation-deps';

export const COMPLETE_STAY_PATH = '/testing/reservations/:id/complete';

/** Whether this process serves the testing routes; refused outright with NODE_ENV=production. */
export function testingRoutesEnabled(env: Record<string, string | undefined>): boolean {
  const config = loadConfig({ GOLIGHTLY_TESTING_ROUTES: flag(false) }, env);
  const enabled = config.GOLIGHTLY_TESTING_ROUTES as boolean;
  if (enabled && env.NODE_ENV === 'production') {
    throw new ConfigError(['GOLIGHTLY_TESTING_ROUTES must not be set in production: it lets anyone complete a stay']);
  }
  return enabled;
}

export function testingRoutes(deps: ReservationDeps) {
  return (app: FastifyInstance) => {
    app.post<{ Params: { id: string } }>(COMPLETE_STAY_PATH, async (request, reply) => {
      const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : null;
      const outcome = id === null ? ({ status: 'notFound' } as const) : await completeStayNow(deps, id);
      if (outcome.status === 'notFound') return reply.code(404).send({ error: 'No such reservation' });
      if (outcome.status === 'refused') return reply.code(409).send({ error: outcome.message });
      return reply.send({ id: String(outcome.reservation.id), reservationState: outcome.reservation.reservationState });
    });
  };
}
