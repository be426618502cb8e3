/**
 * DELETE /users/{id} and GET/POST /users/{id}/settings (CONTRACT §3, design; seed 000 §2 profile
 * edit, §6; seed 001 §3). Own id only: another id answers `403 Forbidden`, as does deleting when
 * the studio's `customer_can_destroy_own_account` is off.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserSettings, UserSettingsBody } from '@studio/contract/account';
import { answers } from '../../platform/http/answers.ts';
import { NoQuery, checkedByHandler } from '../../platform/http/requests.ts';
import { UserIdParams } from '@studio/contract/users';
import { deleteOwnAccount } from './delete-account.ts';
import { refuseOtherId } from './own-id.ts';
import { readSettings } from './settings.ts';
import { saveSettings } from './settings-queries.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const forbidden = true;
  const own = {
    preValidation: app.requireCustomer,
    attachValidation: true,
    schema: { params: UserIdParams },
  };

  const deleting = {
    ...own,
    schema: { ...own.schema, response: answers({ ok: true, forbidden }) },
  };
  app.delete('/users/:id', deleting, async (request, reply) => {
    if (refuseOtherId(request, reply)) return reply;
    if (request.client.settings.customer_can_destroy_own_account !== true) return reply.forbidden();
    await deleteOwnAccount(app.db, request.client, request.user!.id);
    return reply.type('text/plain').send('OK');
  });

  const settings = answers({ json: UserSettings, forbidden });
  const reading = { ...own, schema: { ...own.schema, querystring: NoQuery, response: settings } };
  app.get('/users/:id/settings', reading, async (request, reply) => {
    if (refuseOtherId(request, reply)) return reply;
    return readSettings(request.user!.settings);
  });

  // The body is checked here, for the contract's own 400 text.
  const body = checkedByHandler(UserSettingsBody);
  const saving = { ...own, schema: { ...own.schema, body, response: settings } };
  app.post('/users/:id/settings', saving, async (request, reply) => {
    if (refuseOtherId(request, reply)) return reply;
    const parsed = UserSettingsBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.badRequest(
        'Settings take video_preferences (a JSON object or null) and video_preferences_dialog_last_opened_at (ms or null)',
      );
    const user = request.user!;
    return saveSettings(app.db, user.client_id, user.id, parsed.data);
  });
};
