/**
 * The fake API of the "back to the class" tests of login and signup: the studio, login and signup
 * answering as Anna (id 42), and the week with class 812 that the customer returns to.
 */
import { makeClass } from '../../../entities/class/testing/class-fixture.ts';
import { fakeApi, studioBody, userBody } from '../../../shared/testing/fake-api.ts';

export function fakeScheduleToReturnTo() {
  return fakeApi({
    'GET /clients/current': () => studioBody(),
    'POST /login': () => ({ user: userBody(), token: 'jwt-anna' }),
    'POST /users': () => ({ user: userBody(), token: 'jwt-new' }),
    'GET /users/42': () => userBody(),
    'GET /users': () => [userBody()],
    'GET /classes': () => ({
      responseType: 'classes',
      populate: [],
      classes: [makeClass({ id: 812 })],
    }),
    'GET /class-types': () => [],
    'GET /events': () => [],
  });
}
