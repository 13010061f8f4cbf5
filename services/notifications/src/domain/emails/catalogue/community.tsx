// community e-mails (spec 001).
import type { AnyEmailDefinition } from '../define';

export const COMMUNITY_EMAILS: AnyEmailDefinition[] = [];
