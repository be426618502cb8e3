import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { Image } from '@studio/contract/images';
import { WireBool } from '@studio/contract/wire';
import { answerSerializerCompiler } from './answer-serializer.ts';
import { answers } from './answers.ts';
import errors from './errors.ts';

/** A Fastify app whose one route answers `data` through the response schema `json`. */
async function answering(json: z.core.$ZodType, data: unknown, check: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(answerSerializerCompiler({ check }));
  await app.register(errors);
  app.get('/answer', { schema: { response: answers({ json, refusals: true }) } }, async () => data);
  const reply = await app.inject({ url: '/answer' });
  await app.close();
  return reply;
}

const image = {
  id: 9,
  filename: 'c9.jpg',
  original_width: 1200,
  original_height: null,
  uploaded_by_user_id: 42,
};

describe('answers are written through their contract schema', () => {
  test('a field the contract does not name never leaves, in the answer or nested in it', async () => {
    const Answer = z.object({ image: Image, images: z.array(Image) });
    for (const check of [false, true]) {
      const reply = await answering(Answer, { image, images: [image], secret: 's' }, check);
      expect(reply.statusCode).toBe(200);
      const { uploaded_by_user_id: _dropped, ...named } = image;
      expect(reply.json()).toEqual({ image: named, images: [named] });
    }
  });

  test('what is written is never converted: a value of another type is sent as it is', async () => {
    const Answer = z.object({ price: z.number(), name: z.string(), flag: WireBool });
    const reply = await answering(Answer, { price: '450.00', name: null, flag: 1 }, false);
    expect(reply.json()).toEqual({ price: '450.00', name: null, flag: 1 });
  });

  test('unions of objects keep every branch’s fields and drop the rest', async () => {
    const Answer = z.array(
      z.union([
        z.number(),
        z.object({ id: z.number(), a: z.string() }),
        z.object({ b: z.number() }),
      ]),
    );
    const reply = await answering(Answer, [1, { id: 2, a: 'x', c: 0 }, { b: 3, d: 0 }], false);
    expect(reply.json()).toEqual([1, { id: 2, a: 'x' }, { b: 3 }]);
  });

  test('tests check the answer: a value of another type or a missing field is a 500 naming it', async () => {
    const Answer = z.object({ id: z.number(), name: z.string() });
    const wrongType = await answering(Answer, { id: '1', name: 'x' }, true);
    expect(wrongType.statusCode).toBe(500);
    expect(wrongType.json()).toMatch(/GET \/answer \(200\).*id: /);
    const missing = await answering(Answer, { id: 1 }, true);
    expect(missing.statusCode).toBe(500);
    expect(missing.json()).toMatch(/name: /);
    // Our server sends real booleans (CONTRACT decision 9), whatever other providers may send.
    const zeroOne = await answering(z.object({ flag: WireBool }), { flag: 0 }, true);
    expect(zeroOne.statusCode).toBe(500);
  });
});
