/** POST /users: signup (CONTRACT §3; seed 000 §2 signup, §5 rules, §8 errors). Public. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignupBody, signupProblems } from '@studio/contract/auth';
import { LoginAnswer } from '@studio/contract/own-user';
import { answers } from '../../platform/http/answers.ts';
import { checkedByHandler } from '../../platform/http/requests.ts';
import { signToken } from '../auth/public.ts';
import { isStudioLink } from '../../studio/public.ts';
import { serializeOwnUser } from './serialize.ts';
import { signUp } from './signup.ts';
import { isDateOrEmpty, isPlainObject, judgeIssues, sendFieldProblems } from './validation.ts';

export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is checked here: its rules depend on the studio's settings (signupProblems).
  const signup = {
    preHandler: app.limitAttempts('signup'),
    schema: {
      body: checkedByHandler(SignupBody),
      response: answers({ json: LoginAnswer, refusals: true }),
    },
  };
  app.post('/users', signup, async (request, reply) => {
    const body = request.body;
    if (!isPlainObject(body)) return reply.badRequest('Request body must be a JSON object');
    const parsed = SignupBody.safeParse(body);
    const verdict = parsed.success
      ? { problems: [], weakPassword: false }
      : judgeIssues(parsed.error.issues, body);
    if (verdict.malformed) return reply.badRequest(verdict.malformed);
    if (!isDateOrEmpty(body.date_of_birth))
      return reply.badRequest('date_of_birth must be YYYY-MM-DD or null');
    const problems = [
      ...verdict.problems,
      ...signupProblems(body as Partial<SignupBody>, request.client.settings),
    ];
    if (problems.length) return sendFieldProblems(reply, problems);
    if (verdict.weakPassword || !parsed.success) return reply.refusal('E_PASSWORD_TOO_WEAK');
    const link = parsed.data.emailConfirmationLink;
    const linkContext = {
      studio: request.client,
      requestHost: request.headers.host,
      servesWebApp: app.servesWebApp === true,
    };
    if (link && !isStudioLink(link, linkContext))
      return reply.badRequest('emailConfirmationLink must lead to the studio’s own web address');

    const outcome = await signUp(app.db, request.client, request.locale, parsed.data);
    if (outcome.kind === 'bad') return reply.badRequest(outcome.message);
    if (outcome.kind === 'refused') return reply.refusal(outcome.code);
    const { user, branchIds } = outcome.value;
    return {
      user: serializeOwnUser(user, branchIds),
      token: await signToken(app.tokenKeys, user.id),
    };
  });
};
