// gosolo e-mails (spec 001).
import type { AnyEmailDefinition } from '../define';

export const GOSOLO_EMAILS: AnyEmailDefinition[] = [];
