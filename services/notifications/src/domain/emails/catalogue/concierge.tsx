// concierge e-mails (spec 001).
import type { AnyEmailDefinition } from '../define';

export const CONCIERGE_EMAILS: AnyEmailDefinition[] = [];
