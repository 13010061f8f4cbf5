// The environment every subgraph service reads, validated at boot.
import { DEFAULT_PORTS, envSuffix, loadConfig, port, url, z, type ServiceName } from '@golightly/config';

export function loadServiceConfig(name: ServiceName, env: Record<string, string | undefined> = process.env) {
  const databaseVariable = `DATABASE_URL_${envSuffix(name)}`;
  const config = loadConfig(
    {
      PORT: port(DEFAULT_PORTS.service(name)),
      HOST: z.string().default('127.0.0.1'),
      [databaseVariable]: url(),
      INTERNAL_IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters'),
      SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
    },
    env,
  );
  return {
    port: config.PORT as number,
    host: config.HOST as string,
    databaseUrl: config[databaseVariable] as string,
    identitySecret: config.INTERNAL_IDENTITY_SECRET as string,
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS as number,
  };
}

export type ServiceConfig = ReturnType<typeof loadServiceConfig>;
