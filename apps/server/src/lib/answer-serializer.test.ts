import { allCalls, envelopeOf, userCalls, ZErrorEnvelope } from '@kamar/contract';
import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAnswerSerializerCompiler } from './answer-serializer.js';

type Write = (data: unknown) => string;
const route = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/api/Test', httpStatus: '200' });

function writers(schema: z.ZodType) {
  const fallbacks: string[] = [];
  const compile = createAnswerSerializerCompiler({
    crossCheck: false,
    compileAtStart: true,
    onFallback: (url) => fallbacks.push(url),
  });
  return {
    fast: compile(route(schema)) as Write,
    zod: zodSerializerCompiler(route(schema)) as Write,
    fallbacks,
  };
}

const user = {
  userId: 7,
  username: 'sari',
  firstName: 'Sari',
  lastName: 'Dewi',
  email: 'sari@example.com',
  isAdmin: false,
  role: 3,
  status: 1,
  createDate: '2026-03-01T08:00:00',
  updateDate: '2026-03-01T08:00:00',
  rowVersion: '1772326800000000',
  updateBy: 'admin',
};
/** One user as GetById answers: with their properties. */
const userDetail = { ...user, propertyIds: [1] };
const userAnswer = envelopeOf(userCalls.getById.response);
const userListAnswer = envelopeOf(userCalls.getList.response);

describe('the compiled answer writer', () => {
  it("takes every call's answer and the refusal envelope: none is left to zod's serializer", () => {
    const fallbacks: string[] = [];
    const compile = createAnswerSerializerCompiler({
      crossCheck: false,
      compileAtStart: true,
      onFallback: (url) => fallbacks.push(url),
    });
    for (const call of allCalls) compile({ ...route(envelopeOf(call.response)), url: call.path });
    compile({ ...route(ZErrorEnvelope), httpStatus: '400' });
    expect(allCalls.length).toBeGreaterThan(80);
    expect(fallbacks).toEqual([]);
  });

  it('writes only declared properties, at the top and nested, as zod strips them', () => {
    const { fast, zod } = writers(userListAnswer);
    const answer = {
      status: 1,
      message: 'OK',
      secret: 'top',
      data: { listData: [{ ...user, rowNumber: 1, passwordHash: '$argon2id$v=19$secret' }], totalData: 1, extra: 1 },
    };
    const written = fast(answer);
    expect(written).not.toContain('argon2');
    expect(written).not.toContain('secret');
    expect(written).not.toContain('extra');
    expect(written).toBe(zod(answer));
    expect(JSON.parse(written).data.listData[0]).toEqual({ ...user, rowNumber: 1 });
  });

  it('refuses a value of the wrong type instead of coercing it, as zod does', () => {
    const { fast, zod } = writers(userAnswer);
    const wrong = [
      { userId: '7' },
      { userId: 7.5 },
      { userId: null },
      { username: null },
      { username: 12 },
      { isAdmin: 'false' },
      { status: 3 },
      { createDate: new Date('2026-03-01T08:00:00Z') },
      { email: undefined },
    ];
    for (const change of wrong) {
      const answer = { status: 1, message: 'OK', data: { ...userDetail, ...change } };
      expect(() => zod(answer), JSON.stringify(change)).toThrow();
      expect(() => fast(answer), JSON.stringify(change)).toThrow(/doesn't match the schema/);
    }
    expect(() => fast({ status: 2, message: 'OK', data: userDetail })).toThrow();
  });

  it('writes nullable fields, choices and records as zod does', () => {
    const schema = z.object({
      gender: z.union([z.literal(1), z.literal(2)]).nullable(),
      amount: z.number().int().nullable(),
      kind: z.enum(['daily', 'manual']),
      latest: z.object({ at: z.string(), size: z.number() }).nullable(),
      params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
      note: z.string().optional(),
      text: z.string(),
    });
    const { fast, zod } = writers(schema);
    const samples = [
      {
        gender: 1,
        amount: 0,
        kind: 'daily',
        latest: { at: 'x', size: 1.5 },
        params: { a: 'b', n: 2 },
        text: '"\u2028\n',
      },
      { gender: null, amount: null, kind: 'manual', latest: null, params: { l: ['a', 'b'] }, note: 'n', text: '' },
    ];
    // Same values; fast-json-stringify writes an optional property after the required ones.
    for (const sample of samples) expect(JSON.parse(fast(sample))).toEqual(JSON.parse(zod(sample)));
    expect(() => fast({ ...samples[0], gender: 3 })).toThrow();
    expect(() => fast({ ...samples[0], latest: { at: 'x' } })).toThrow();
  });

  it("leaves a schema with a check it cannot render to zod's serializer, and says so", () => {
    const schema = z.object({ code: z.string().refine((s) => s.startsWith('K')) });
    const { fast, fallbacks } = writers(schema);
    expect(fallbacks).toEqual(['/api/Test']);
    expect(fast({ code: 'K1' })).toBe('{"code":"K1"}');
    expect(() => fast({ code: 'X1' })).toThrow();
  });

  it('compiles at the first answer when asked to, and checks every answer with zod too', () => {
    const fallbacks: string[] = [];
    const compile = createAnswerSerializerCompiler({
      crossCheck: true,
      compileAtStart: false,
      onFallback: (url) => fallbacks.push(url),
    });
    const odd = compile(route(z.object({ code: z.string().refine((s) => s.startsWith('K')) }))) as Write;
    expect(fallbacks).toEqual([]);
    expect(odd({ code: 'K1' })).toBe('{"code":"K1"}');
    expect(fallbacks).toEqual(['/api/Test']);
    const write = compile(route(userAnswer)) as Write;
    expect(JSON.parse(write({ status: 1, message: 'OK', data: { ...userDetail, passwordHash: 'x' } })).data).toEqual(
      userDetail,
    );
    expect(() => write({ status: 1, message: 'OK', data: { ...userDetail, userId: '7' } })).toThrow();
  });

  it('answers a handler that returns data off its contract with a 500, sending none of it', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(
      createAnswerSerializerCompiler({ crossCheck: false, compileAtStart: true, onFallback: () => {} }),
    );
    app.post('/api/User/GetById', { schema: { response: { 200: userAnswer } } }, async () => ({
      status: 1,
      message: 'OK',
      data: { ...userDetail, userId: 'not a number', passwordHash: 'secret-hash' },
    }));
    const res = await app.inject({ method: 'POST', url: '/api/User/GetById', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret-hash');
    expect(res.body).not.toContain('not a number');
    await app.close();
  });
});
