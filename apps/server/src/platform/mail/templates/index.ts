import { render, toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { ActivityDigestEmail, activityDigestSubject } from './activity-digest.tsx';
import { ActivityFeedbackEmail, activityFeedbackSubject } from './activity-feedback.tsx';
import { ActivityForwardedEmail, activityForwardedSubject } from './activity-forwarded.tsx';
import { ActivityViewedEmail, activityViewedSubject } from './activity-viewed.tsx';
import { DataExportReadyEmail, dataExportReadySubject } from './data-export-ready.tsx';
import { EmailVerificationEmail, emailVerificationSubject } from './email-verification.tsx';
import { FollowUpEmail, type FollowUpProps } from './follow-up.tsx';
import { HotLeadEmail, hotLeadSubject } from './hot-lead.tsx';
import { LinkVerificationCodeEmail, linkVerificationCodeSubject } from './link-verification-code.tsx';
import type { TemplateName } from './names.ts';
import { PasswordChangedEmail, passwordChangedSubject } from './password-changed.tsx';
import { PasswordResetEmail, passwordResetSubject } from './password-reset.tsx';
import { PresentationForwardedEmail, presentationForwardedSubject } from './presentation-forwarded.tsx';
import { PresentationReminderEmail, presentationReminderSubject } from './presentation-reminder.tsx';
import {
  DocumentSharedEmail,
  type DocumentSharedProps,
  PresentationSharedEmail,
  type PresentationSharedProps,
} from './presentation-shared.tsx';
import { PresentationUpdatedEmail, presentationUpdatedSubject } from './presentation-updated.tsx';
import { RecipientsMessageEmail, recipientsMessageSubject } from './recipients-message.tsx';
import { TeamInviteEmail, teamInviteSubject } from './team-invite.tsx';
import { WebhookDisabledEmail, webhookDisabledSubject } from './webhook-disabled.tsx';

type Template<P> = { subject: (props: P) => string; component: (props: P) => ReactElement };
const template = <P>(t: Template<P>) => t;

/**
 * Every e-mail template by name, with its subject; jobs render them by name from a JSON payload.
 * A new template is added here and its name in names.ts.
 */
const TEMPLATES = {
  'password-reset': template({ subject: passwordResetSubject, component: PasswordResetEmail }),
  'password-changed': template({ subject: passwordChangedSubject, component: PasswordChangedEmail }),
  'email-verification': template({ subject: emailVerificationSubject, component: EmailVerificationEmail }),
  'presentation-forwarded': template({
    subject: presentationForwardedSubject,
    component: PresentationForwardedEmail,
  }),
  'activity-viewed': template({ subject: activityViewedSubject, component: ActivityViewedEmail }),
  'activity-digest': template({ subject: activityDigestSubject, component: ActivityDigestEmail }),
  'hot-lead': template({ subject: hotLeadSubject, component: HotLeadEmail }),
  'activity-feedback': template({ subject: activityFeedbackSubject, component: ActivityFeedbackEmail }),
  'activity-forwarded': template({ subject: activityForwardedSubject, component: ActivityForwardedEmail }),
  'presentation-reminder': template({
    subject: presentationReminderSubject,
    component: PresentationReminderEmail,
  }),
  'presentation-shared': template({
    subject: (p: PresentationSharedProps) => p.subject,
    component: PresentationSharedEmail,
  }),
  'document-shared': template({
    subject: (p: DocumentSharedProps) => p.subject,
    component: DocumentSharedEmail,
  }),
  'presentation-updated': template({
    subject: presentationUpdatedSubject,
    component: PresentationUpdatedEmail,
  }),
  'recipients-message': template({ subject: recipientsMessageSubject, component: RecipientsMessageEmail }),
  'follow-up': template({ subject: (p: FollowUpProps) => p.subject, component: FollowUpEmail }),
  'team-invite': template({ subject: teamInviteSubject, component: TeamInviteEmail }),
  'webhook-disabled': template({ subject: webhookDisabledSubject, component: WebhookDisabledEmail }),
  'link-verification-code': template({
    subject: linkVerificationCodeSubject,
    component: LinkVerificationCodeEmail,
  }),
  'data-export-ready': template({ subject: dataExportReadySubject, component: DataExportReadyEmail }),
} satisfies Record<TemplateName, Template<never>>;

export type TemplateProps<N extends TemplateName> = Parameters<(typeof TEMPLATES)[N]['component']>[0];

export async function renderEmail<N extends TemplateName>(name: N, props: TemplateProps<N>) {
  const { subject, component } = TEMPLATES[name] as Template<TemplateProps<N>>;
  const html = await render(createElement(component, props));
  return { subject: subject(props), html, text: toPlainText(html) };
}
