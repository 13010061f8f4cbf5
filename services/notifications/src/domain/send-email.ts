// POST /sendEmail is no open relay: the browser names a template; the server decides content and recipient.
import { NOT_LOGGED_IN_MESSAGE } from '@golightly/service-kit';

/** The admin notices a member's browser may ask for (spec 001 §7, ShowUserProfile). */
export const BROWSER_TEMPLATES = ['normalFemaleUserEmail', 'linkedinFemaleUserEmail', 'maleUserEmail'] as const;
export type BrowserTemplate = (typeof BROWSER_TEMPLATES)[number];

export type SendEmailDecision =
  { ok: true; template: BrowserTemplate; recipient: string } | { ok: false; status: 400 | 401 | 403; message: string };

export interface SendEmailRequest {
  signedIn: boolean;
  mailTemplate: unknown;
  to: unknown;
  /** The address the admin notices go to. */
  adminEmail: string;
}

export function decideSendEmail(request: SendEmailRequest): SendEmailDecision {
  if (!request.signedIn) return { ok: false, status: 401, message: NOT_LOGGED_IN_MESSAGE };
  const template = BROWSER_TEMPLATES.find((t) => t === request.mailTemplate);
  if (!template) return { ok: false, status: 400, message: 'This email cannot be sent from the browser.' };
  // These notices go to the admins only; whatever the browser put in `to`, only the admin address is allowed.
  const to = typeof request.to === 'string' ? request.to.trim().toLowerCase() : request.adminEmail;
  if (to !== request.adminEmail.toLowerCase()) {
    return { ok: false, status: 403, message: 'This email can only be sent to the club.' };
  }
  return { ok: true, template, recipient: request.adminEmail };
}
