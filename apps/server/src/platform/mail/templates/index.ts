import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { PasswordResetEmail } from './password-reset.tsx';

/** Every e-mail template by name, with its subject; jobs render them by name from a JSON payload. */
const TEMPLATES = {
  'password-reset': { subject: () => 'Reset your Folio password', component: PasswordResetEmail },
} as const;

export type TemplateName = keyof typeof TEMPLATES;
export type TemplateProps<N extends TemplateName> = Parameters<(typeof TEMPLATES)[N]['component']>[0];

export async function renderEmail<N extends TemplateName>(name: N, props: TemplateProps<N>) {
  const template = TEMPLATES[name];
  const html = await render(createElement(template.component, props));
  return { subject: template.subject(), html, text: toPlainText(html) };
}
