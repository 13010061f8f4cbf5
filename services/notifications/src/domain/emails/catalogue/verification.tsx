// verification e-mails (spec 001).
import type { AnyEmailDefinition } from '../define';

export const VERIFICATION_EMAILS: AnyEmailDefinition[] = [];
