/**
 * The contract's error forms (CONTRACT §1.5): `reply.refusal(code)` for business refusals (HTTP 200,
 * legacy `"E_…"` JSON string or the extended localised object), `400` for malformed input, `404`
 * `Not Found` for unknown routes.
 */
import fp from 'fastify-plugin';
import { extendedKeyFor, type ExtendedError } from '@studio/contract/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorTexts } from '../i18n/error-texts.ts';
import { AnswerMismatchError } from './answer-serializer.ts';
import { fill } from '../i18n/locale.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends a business refusal as HTTP 200 (legacy string, or extended when the client asks). */
    refusal(code: string, params?: Record<string, string | number>): FastifyReply;
    /**
     * Sends an extended refusal object `{ error }` as HTTP 200, written as it is: a route's answer
     * schema describes its answer, not its refusals (platform/http/answers.ts).
     */
    extendedRefusal(error: ExtendedError['error'] & Record<string, unknown>): FastifyReply;
    /** Sends `400` with a JSON string body (developer message, CONTRACT §1.5 family 2). */
    badRequest(message: string): FastifyReply;
    /** Sends `403` with the text body `Forbidden`: not logged in as the customer this concerns (§1.4). */
    forbidden(): FastifyReply;
  }
}

export default fp(async (app) => {
  app.decorateReply('refusal', function (code: string, params?: Record<string, string | number>) {
    const key = extendedKeyFor(code);
    const wantsExtended = Boolean(
      this.request.headers['x-yogo-client-accepts-extended-error-format'],
    );
    if (!key || !wantsExtended)
      return this.code(200).type('application/json').send(JSON.stringify(code));
    const texts = errorTexts[key];
    const locale = this.request.locale;
    return this.extendedRefusal({
      type: key,
      localized_title: fill(texts.title[locale], params),
      localized_message: fill(texts.message[locale], params),
    });
  });

  app.decorateReply('extendedRefusal', function (error: ExtendedError['error']) {
    return this.code(200).type('application/json').send(JSON.stringify({ error }));
  });

  app.decorateReply('badRequest', function (message: string) {
    return this.code(400).type('application/json').send(JSON.stringify(message));
  });

  app.decorateReply('forbidden', function () {
    return this.code(403).type('text/plain').send('Forbidden');
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not Found'));

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = error.validation.map(
        (issue) =>
          `${issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request'}: ${issue.message}`,
      );
      return reply.code(400).send({
        code: 'E_MISSING_OR_INVALID_PARAMS',
        problems,
        message: `The server could not fulfill this request due to ${problems.length} missing or invalid parameter(s).`,
      });
    }
    const { statusCode: status = 500, message } = error as {
      statusCode?: number;
      message?: string;
    };
    // The client's fault (bad JSON, too large, wrong media type, too many requests …): its own
    // 4xx with the message as a JSON string, never a 500. Inputs are validated before any query,
    // so a database error is always a server fault.
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .type('application/json')
        .send(JSON.stringify(message ?? 'Bad request'));
    }
    request.log.error(error);
    // Only tests check answers (app.ts `checkAnswers`): they see which field did not match.
    const text = error instanceof AnswerMismatchError ? error.message : 'Internal server error';
    return reply.code(500).type('application/json').send(JSON.stringify(text));
  });
});
