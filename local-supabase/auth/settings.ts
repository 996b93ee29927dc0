/** `GET /health` and `GET /settings`: what the auth server is and which sign-ins it offers. */
import { sendJson } from '../http';
import { type AuthRoutes } from './request';

export const settingsRoutes: AuthRoutes = {
  'GET /health': async ({ res }) =>
    sendJson(res, 200, {
      version: 'local',
      name: 'GoTrue',
      description: 'local-supabase',
    }),

  'GET /settings': async ({ ctx, res }) =>
    sendJson(res, 200, {
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: !ctx.auth.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
    }),
};
