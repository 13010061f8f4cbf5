// Renders an e-mail of the catalogue to its subject, HTML and plain text.
import { render } from '@react-email/render';
import { createElement } from 'react';
import { AdminNotice, adminNoticeSubject, type AdminNoticeProps } from './admin-notice';
import { ConfirmEmail, confirmEmailSubject, type ConfirmEmailProps } from './confirm-email';
import { ResetPassword, resetPasswordSubject, type ResetPasswordProps } from './reset-password';

export type EmailRequest =
  | { kind: 'confirmEmail'; props: ConfirmEmailProps }
  | { kind: 'resetPassword'; props: ResetPasswordProps }
  | { kind: 'adminNotice'; props: AdminNoticeProps };

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export async function renderEmail(request: EmailRequest): Promise<RenderedEmail> {
  const [subject, element] =
    request.kind === 'confirmEmail'
      ? [confirmEmailSubject(), createElement(ConfirmEmail, request.props)]
      : request.kind === 'resetPassword'
        ? [resetPasswordSubject(), createElement(ResetPassword, request.props)]
        : [adminNoticeSubject(request.props.kind, request.props.name), createElement(AdminNotice, request.props)];
  return { subject, html: await render(element), text: await render(element, { plainText: true }) };
}
