// The club's service fees (service_fees): read-only until the admin screens settings/servicefees and
// settings/property-servicefees arrive.
import type { Knex } from '@golightly/db';
import type { FeeSettings, FeeType } from '../domain/fees';

export async function findFeeSettings(db: Knex, kind: FeeSettings['kind']): Promise<FeeSettings | undefined> {
  const row:
    { guest_type: FeeType; guest_value: string; host_type: FeeType; host_value: string; currency: string } | undefined =
    await db('service_fees')
      .where({ kind })
      .first(
        'guest_type',
        'host_type',
        'currency',
        db.raw('trim_scale(guest_value)::text as guest_value'),
        db.raw('trim_scale(host_value)::text as host_value'),
      );
  return (
    row && {
      kind,
      guest: { type: row.guest_type, value: row.guest_value },
      host: { type: row.host_type, value: row.host_value },
      currency: row.currency.trim(),
    }
  );
}
