// stays e-mails (spec 001).
import type { AnyEmailDefinition } from '../define';

export const STAYS_EMAILS: AnyEmailDefinition[] = [];
