import {
  AUTOCOMPLETE_MAX,
  recipientSuggestionSchema,
  recipientSuggestionsQuerySchema,
  recipientsMessageSchema,
  SHARE_EMAIL_MAX_RECIPIENTS,
  SHARE_EMAIL_TEXTS,
  SHARE_LINK_TEXTS,
  shareEmailSchema,
  shareLinkSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import { presentShareLink } from '../share-links/share-links.presenter.ts';
import type { ShareEmailService } from './share-email.service.ts';

/** Calls a minute per user on each route that sends e-mail. */
export const SHARE_EMAIL_RATE_LIMIT = 10;

type Deps = {
  shareEmail: ShareEmailService;
  suggest: (userId: number, text: string) => Promise<z.infer<typeof recipientSuggestionSchema>[]>;
  publicUrl: string;
  fileUrl: (key: string) => string;
};

const linkParams = idParams.extend({ linkId: idParams.shape.id });
const count = z.object({ count: z.number().int() });

const OWNER =
  'Signed-in owner only: another user’s presentation or link id answers 404 `{ detail: "Not found." }`.';
const LIMITED = `At most ${SHARE_EMAIL_RATE_LIMIT} calls a minute per user (429).`;
const NOBODY = `400 \`{ detail: '${SHARE_EMAIL_TEXTS.noRecipients}' }\` when there is nobody to send to.`;
const EMAIL =
  'Each e-mail goes to one recipient with their own tracked link, answers to the author’s address (Reply-To).';
const STOPPED =
  'An address whose recipient stopped these e-mails on one of the links (`POST /api/client/presentations/{hash}/disable`) is skipped.';

export async function shareEmailRoutes(
  base: FastifyInstance,
  { shareEmail, suggest, publicUrl, fileUrl }: Deps,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['share-email'];
  const config = perUserRateLimit(SHARE_EMAIL_RATE_LIMIT);

  app.post(
    '/api/presentations/:id/share-email',
    {
      config,
      schema: {
        tags,
        operationId: 'sharePresentationByEmail',
        summary: 'Share a presentation by e-mail',
        description:
          `Shares by e-mail (201 \`{ share_links }\`): one individual link per recipient (1 to ${SHARE_EMAIL_MAX_RECIPIENTS}; ` +
          'the same address twice makes one link), named after the recipient, with `email` lower-cased, the ' +
          '`title`, `subject` and `message` as sent, and every setting; all in one transaction with the ' +
          'presentation’s `share_date` (when unset) and `number_of_invites` (+ recipients). A recipient whose ' +
          'address is a registered user’s (not the owner’s) gets it in the received tab (unread), their ' +
          '`has_new_received_presentation` set and a realtime `presentation.received` message ' +
          '`{ presentation_id, has_new_received_presentation: true }`. Then one e-mail per recipient: ' +
          "'presentation-shared' (button 'View Presentation'), for a document 'document-shared' (button " +
          "'View PDF', 'View Document'… or 'View File'), subject = `subject`. " +
          `${EMAIL} Rules: recipient name required ('Name field is required'), no '@', e-mail required and valid ` +
          `('Invalid Email'); '${SHARE_EMAIL_TEXTS.subjectRequired}'; '${SHARE_EMAIL_TEXTS.messageRequired}'; ` +
          `empty password '${SHARE_EMAIL_TEXTS.passwordRequired}'; with \`has_auto_reminder\`: ` +
          `'${SHARE_EMAIL_TEXTS.firstReminderRequired}', '${SHARE_EMAIL_TEXTS.intervalRequired}' (1 to 30 days; ` +
          'the first reminder is due `days_until_next_reminder` days after the share). `has_auto_reminder` is ' +
          `400 on the field without the \`auto_reminders\` flag ('${SHARE_EMAIL_TEXTS.remindersUnavailable}') and ` +
          `for documents ('${SHARE_EMAIL_TEXTS.remindersOnlyPresentations}'). Settings as share links: ` +
          '`prevent_printing` needs the `print` flag, `prevent_feedback` is for presentations (400 on the field); ' +
          '`prevent_download`, `require_email`, `require_phone_number`, `password_protect`, `prevent_printing` ' +
          `are premium: free users get 403 \`{ detail: '${SHARE_LINK_TEXTS.premiumSetting}', code: ` +
          `'premium_required' }\` and nothing is made or sent. ${LIMITED} ${OWNER}`,
        params: idParams,
        body: shareEmailSchema,
        response: { 201: z.object({ share_links: z.array(shareLinkSchema) }) },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { links, presentation } = await shareEmail.share(user, request.params.id, request.body);
      const author = {
        firstName: user.firstName,
        lastName: user.lastName,
        pictureKey: user.thumbnailPictureKey ?? user.pictureKey,
      };
      return reply.status(201).send({
        share_links: links.map((link) =>
          presentShareLink(link, presentation, author, { publicUrl, fileUrl }),
        ),
      });
    },
  );

  app.post(
    '/api/presentations/:id/share-links/:linkId/resend',
    {
      config,
      schema: {
        tags,
        operationId: 'resendShareEmail',
        summary: 'Send a share e-mail again',
        description:
          'Sends the e-mail of an e-mailed link again, as it was written (204). 400 ' +
          `\`{ detail: '${SHARE_EMAIL_TEXTS.notEmailed}' }\` for a link without e-mail, ` +
          `\`{ detail: '${SHARE_EMAIL_TEXTS.linkDisabled}' }\` for a disabled one. ${EMAIL} ${LIMITED} ${OWNER}`,
        params: linkParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await shareEmail.resend(requireAuth(request).user, request.params.id, request.params.linkId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/presentations/:id/notify',
    {
      config,
      schema: {
        tags,
        operationId: 'notifyRecipients',
        summary: 'Tell the recipients that a presentation was updated',
        description:
          "Tells the recipients that the presentation was updated ('presentation-updated'): every enabled, " +
          'non-archived link sent by e-mail, one e-mail per address (its newest link). Answers how many were ' +
          `sent. ${NOBODY} ${EMAIL} ${STOPPED} ${LIMITED} ${OWNER}`,
        params: idParams,
        response: { 200: count },
      },
    },
    async (request) => shareEmail.notify(requireAuth(request).user, request.params.id),
  );

  app.post(
    '/api/presentations/:id/message',
    {
      config,
      schema: {
        tags,
        operationId: 'messageRecipients',
        summary: 'E-mail a message to the recipients',
        description:
          "E-mails `message` to recipients ('recipients-message'): the links in `share_links`, else every " +
          'enabled, non-archived link sent by e-mail; one e-mail per address, disabled links and links without ' +
          'e-mail skipped. An id that is not a link of this presentation is 404 and nothing is sent. Answers ' +
          `how many were sent. '${SHARE_EMAIL_TEXTS.messageRequired}' for an empty message. ${NOBODY} ` +
          `${EMAIL} ${STOPPED} ${LIMITED} ${OWNER}`,
        params: idParams,
        body: recipientsMessageSchema,
        response: { 200: count },
      },
    },
    async (request) => shareEmail.message(requireAuth(request).user, request.params.id, request.body),
  );

  app.get(
    '/api/recipients/suggestions',
    {
      schema: {
        tags,
        operationId: 'suggestRecipients',
        summary: 'Suggest recipients as the user types',
        description:
          `Autocomplete of a recipient row: an array of at most ${AUTOCOMPLETE_MAX} \`{ name, email, picture }\` from the ` +
          'user’s contacts and the people their presentations were e-mailed to, matching `name` on name or ' +
          'e-mail (case-insensitive; prefix matches first), one per address (a contact wins over a past ' +
          'recipient), `picture` of the registered user with that address or null. Without `name`: the most ' +
          'recent. Signed-in users only (401).',
        querystring: recipientSuggestionsQuerySchema,
        response: { 200: z.array(recipientSuggestionSchema) },
      },
    },
    async (request) => suggest(requireAuth(request).user.id, request.query.name),
  );
}
