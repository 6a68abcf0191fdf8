import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
} from '@tessera/core';
import { sessionOf } from '../../http/authenticate.ts';
import { validate } from '../../http/validate.ts';
import type { AuthService } from './service.ts';

export function authRoutes(auth: AuthService) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const signedIn = { preHandler: app.requireSession };

    app.post('/register', async (request, reply) => {
      const input = validate(registerSchema, request.body);
      return reply.status(201).send({ data: await auth.register(input, request.ip) });
    });

    app.post('/login', async (request) => {
      const input = validate(loginSchema, request.body);
      return { data: await auth.login(input, request.ip) };
    });

    app.post('/logout', signedIn, async (request) => {
      await auth.logout(sessionOf(request));
      return { data: { message: 'Signed out' } };
    });

    app.post('/refresh', signedIn, async (request) => {
      return { data: await auth.refresh(sessionOf(request)) };
    });

    app.post('/forgot-password', async (request) => {
      const { email } = validate(forgotPasswordSchema, request.body);
      await auth.forgotPassword(email, request.ip);
      return {
        data: { message: 'If an account exists for that email, a reset link is on its way.' },
      };
    });

    app.post('/reset-password', async (request) => {
      const input = validate(resetPasswordSchema, request.body);
      await auth.resetPassword(input.token, input.password);
      return { data: { message: 'Your password has been reset. Please sign in.' } };
    });

    app.get('/profile', signedIn, (request) => {
      // The account as read with the session (the session cache usually answers both).
      return { data: sessionOf(request).user };
    });

    app.put('/profile', signedIn, async (request) => {
      const input = validate(profileUpdateSchema, request.body);
      return { data: await auth.updateProfile(sessionOf(request).userId, input) };
    });

    app.post('/change-password', signedIn, async (request) => {
      const input = validate(changePasswordSchema, request.body);
      await auth.changePassword(sessionOf(request), input);
      return { data: { message: 'Password changed successfully!' } };
    });

    app.delete('/account', signedIn, async (request) => {
      await auth.deleteAccount(sessionOf(request).userId);
      return { data: { message: 'Account deleted successfully' } };
    });
  };
}
