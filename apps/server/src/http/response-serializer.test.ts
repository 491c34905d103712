import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainResponseSerializer } from './response-serializer.js';

async function appWith(checked: boolean, answer: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get(
    '/thing',
    {
      serializerCompiler: plainResponseSerializer(checked),
      schema: { response: { 200: z.object({ name: z.string(), seats: z.number().int() }) } },
    },
    // The handler's answer is whatever the case gives; the serializer is what is tested.
    async () => answer as { name: string; seats: number },
  );
  await app.ready();
  return app;
}

describe('plainResponseSerializer', () => {
  it('sends the answer as it is, the same bytes checked or not', async () => {
    for (const checked of [true, false]) {
      const app = await appWith(checked, { name: 'Bandung', seats: 12 });
      const res = await app.inject({ method: 'GET', url: '/thing' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"name":"Bandung","seats":12}');
      await app.close();
    }
  });

  it('checked, refuses an answer the schema refuses, as the zod serializer does', async () => {
    const app = await appWith(true, { name: 'Bandung', seats: 'dua belas' });
    expect((await app.inject({ method: 'GET', url: '/thing' })).statusCode).toBe(500);
    await app.close();
  });

  it('checked, refuses a field the schema would have stripped (drift the plain path would leak)', async () => {
    const leaking = { name: 'Bandung', seats: 12, internal_note: 'x' };
    const checked = await appWith(true, leaking);
    expect((await checked.inject({ method: 'GET', url: '/thing' })).statusCode).toBe(500);
    await checked.close();
    // Unchecked (production) it would indeed go out: this is what the check is for.
    const plain = await appWith(false, leaking);
    expect((await plain.inject({ method: 'GET', url: '/thing' })).json()).toEqual(leaking);
    await plain.close();
  });

  it('unchecked, an answer given again is the same bytes as JSON.stringify of the envelope', () => {
    const serialise = plainResponseSerializer(false)({
      schema: {},
      method: 'GET',
      url: '/thing',
      httpStatus: '200',
    });
    const results = { name: 'Bandung', list: [{ seats: 12, note: null }], text: '"é\n' };
    const envelope = { status: 'OK', results };
    expect(serialise(envelope)).toBe(JSON.stringify(envelope));
    expect(serialise({ status: 'OK', results })).toBe(JSON.stringify(envelope));
    // Anything not exactly an OK envelope is stringified as it is.
    for (const other of [{ results, status: 'OK' }, { status: 'ERROR', results }, [1, 2], 'x']) {
      expect(serialise(other)).toBe(JSON.stringify(other));
    }
  });
});
