// events e-mails (spec 001).
import type { AnyEmailDefinition } from '../define';

export const EVENTS_EMAILS: AnyEmailDefinition[] = [];
