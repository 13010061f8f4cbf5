// GET /login/{facebook,google,linkedin} (spec 000 §2 social login redirects). Signing in with another account is not
// offered by this club yet (decision 0022): the browser goes back to /login, which says so and keeps the return path
// and invitation code, instead of meeting a bare 404.
import type { FastifyInstance } from 'fastify';

export const SOCIAL_PROVIDERS = ['facebook', 'google', 'linkedin'] as const;

export function socialLoginRoutes() {
  return async (app: FastifyInstance) => {
    app.get<{ Params: { provider: string }; Querystring: { refer?: string; ref?: string } }>(
      '/login/:provider',
      async (request, reply) => {
        const provider = request.params.provider.toLowerCase();
        if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) {
          return reply.code(404).type('text/plain').send('There is no such sign-in provider.');
        }
        const back = new URLSearchParams({ social: provider });
        const refer = request.query.refer;
        if (typeof refer === 'string' && refer.startsWith('/') && !refer.startsWith('//')) back.set('refer', refer);
        if (typeof request.query.ref === 'string' && request.query.ref.trim())
          back.set('ref', request.query.ref.trim());
        return reply.redirect(`/login?${back.toString()}`, 302);
      },
    );
  };
}
