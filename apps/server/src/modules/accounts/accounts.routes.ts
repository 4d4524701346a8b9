import {
  authResponseSchema,
  changePasswordSchema,
  inviteLookupResponseSchema,
  inviteLookupSchema,
  loginSchema,
  MESSAGES,
  nonEmptyUpdate,
  passwordResetConfirmSchema,
  passwordResetLinkSchema,
  passwordResetSchema,
  registerSchema,
  setupPasswordSchema,
  userRoleSchema,
  userSchema,
  userUpdateSchema,
  verifyTokenSchema,
} from '@folio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CookieOptions,
  clearSessionCookie,
  requireAuth,
  requireSession,
  setSessionCookie,
} from '../../platform/auth.ts';
import { notFound, unauthorized } from '../../platform/errors.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../platform/image-uploads.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { formValues, readMultipart } from '../../platform/uploads.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import { passwordChangeRequired } from './accounts.errors.ts';
import type { AccountsService } from './accounts.service.ts';
import { storeProfileImages } from './profile-images.ts';

type Deps = { accounts: AccountsService; store: BlobStore; cookie: CookieOptions; authRateLimit: number };

const detail = z.object({ detail: z.string() });
const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export async function accountsRoutes(
  base: FastifyInstance,
  { accounts, store, cookie, authRateLimit }: Deps,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const limited = guardsSecret({ rateLimit: { max: authRateLimit, timeWindow: '1 minute' } });
  const tags = ['accounts'];

  app.post(
    '/api/register',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'registerUser',
        summary: 'Sign up with an e-mail address and a password',
        security: NO_CREDENTIALS,
        description:
          'Creates the account and signs it in. From a shared presentation, `hash` (its link) puts the ' +
          'presentation in Received and `user_token` (the view token of that tab) makes the viewing session ' +
          'the new account’s; an unknown or disabled link is ignored.',
        body: registerSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await accounts.register(request.body, meta(request));
      setSessionCookie(reply, cookie, result.access);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'signIn',
        summary: 'Sign in with an e-mail address and a password',
        security: NO_CREDENTIALS,
        description:
          'Failures: 400 {message} wrong e-mail or password, 400 {provider} social account, 403 ' +
          '{non_field_errors} disabled, 403 {change_password_required, access} must set a password, 429 {detail}. ' +
          '`hash` and `user_token` as for /api/register: the shared presentation lands in Received.',
        body: loginSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { changePasswordRequired, ...result } = await accounts.login(
        request.body.email,
        request.body.password,
        meta(request),
        request.body,
      );
      setSessionCookie(reply, cookie, result.access);
      if (changePasswordRequired) throw passwordChangeRequired(result.access);
      return result;
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, operationId: 'signOut', summary: 'Sign out', response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.auth?.via === 'session') await accounts.logout(request.auth);
      clearSessionCookie(reply, cookie);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags,
        operationId: 'getUser',
        summary: 'Read the signed-in user',
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request, { allowPasswordChange: true });
      return accounts.present(auth.user, auth.teams);
    },
  );

  const userJsonUpdate = nonEmptyUpdate(userUpdateSchema);
  app.patch(
    '/api/user',
    {
      schema: {
        tags,
        operationId: 'updateUser',
        summary: "Update the signed-in user's profile",
        description:
          'JSON (the fields of userUpdate), or multipart/form-data with files `picture` and/or ' +
          '`logo` (jpg, png, bmp; logo also webp; 10 MB) beside text fields. `logo: null` removes the logo.',
        jsonBody: userJsonUpdate,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const removeKeys = (keys: string[]) => Promise.all(keys.map((key) => store.delete(key)));
      if (!request.isMultipart()) {
        const { user, replacedKeys } = await accounts.updateProfile(
          auth,
          parseOrThrow(userJsonUpdate, request.body),
        );
        await removeKeys(replacedKeys);
        return user;
      }
      const form = await readMultipart(request, {
        maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
        tooLarge: MESSAGES.imageTooLarge,
      });
      try {
        const fields = parseOrThrow(userUpdateSchema, formValues(form.fields));
        const images = await storeProfileImages(store, auth.user.id, form.files);
        const { user, replacedKeys } = await accounts.updateProfile(auth, { ...fields, ...images });
        await removeKeys([...replacedKeys, ...images.unusedKeys]);
        return user;
      } finally {
        await form.cleanup();
      }
    },
  );

  app.post(
    '/api/change-password',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'changePassword',
        summary: 'Change the password',
        body: changePasswordSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      await accounts.changePassword(requireSession(request), request.body);
      return { detail: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/password/reset',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'requestPasswordReset',
        summary: 'Send a password reset e-mail',
        security: NO_CREDENTIALS,
        description: 'Always 200, whether the e-mail is known or not.',
        body: passwordResetSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email);
      return { detail: MESSAGES.resetSent };
    },
  );

  app.post(
    '/api/password/reset/validate',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'validatePasswordReset',
        summary: 'Check that a password reset link still works',
        security: NO_CREDENTIALS,
        description:
          'Whether the reset link `{ uid, token }` still works, without using it: the reset page asks on load so ' +
          'a used or expired link is refused before a new password is typed. 200 `{ detail }` while it works; ' +
          `otherwise the same 400 as the confirm call (\`token\`: '${MESSAGES.resetLinkInvalid}'), alike for an ` +
          'unknown uid and a wrong, used or expired token.',
        body: passwordResetLinkSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      await accounts.checkPasswordResetLink(request.body);
      return { detail: MESSAGES.resetLinkValid };
    },
  );

  app.post(
    '/api/password/reset/confirm',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'confirmPasswordReset',
        summary: 'Set a new password from a reset link',
        security: NO_CREDENTIALS,
        body: passwordResetConfirmSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      await accounts.confirmPasswordReset(request.body);
      return { detail: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/setup/password',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'setUpPassword',
        summary: 'Choose the password of an account that must set one',
        body: setupPasswordSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await accounts.setupPassword(
        requireAuth(request, { allowPasswordChange: true }),
        request.body,
        meta(request),
      );
      setSessionCookie(reply, cookie, result.access);
      return result;
    },
  );

  app.post(
    '/api/user/my-invite/',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'lookUpInvite',
        summary: 'Look up an invite by its code',
        security: NO_CREDENTIALS,
        body: inviteLookupSchema,
        response: { 200: inviteLookupResponseSchema },
      },
    },
    async (request) => {
      const invite = await accounts.lookupInvite(request.body.invite);
      if (!invite) throw notFound();
      return invite;
    },
  );

  app.post(
    '/verify',
    {
      config: limited,
      schema: {
        tags,
        operationId: 'verifySessionToken',
        summary: 'Check whether a session token is live',
        security: NO_CREDENTIALS,
        description: 'Same origin. 204 when the token is a live session, else 401.',
        body: verifyTokenSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await accounts.isValidToken(request.body.token))) throw unauthorized();
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user-role',
    {
      schema: {
        tags,
        operationId: 'getUserRole',
        summary: "Read the user's role and teams",
        response: { 200: userRoleSchema },
      },
    },
    async (request) => accounts.userRole(requireAuth(request)),
  );
}
