// hosting e-mails (spec 001).
import type { AnyEmailDefinition } from '../define';

export const HOSTING_EMAILS: AnyEmailDefinition[] = [];
