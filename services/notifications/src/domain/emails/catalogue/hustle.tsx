// hustle e-mails (spec 001).
import type { AnyEmailDefinition } from '../define';

export const HUSTLE_EMAILS: AnyEmailDefinition[] = [];
