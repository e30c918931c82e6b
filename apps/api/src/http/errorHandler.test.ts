import express from 'express';
import request from 'supertest';
import { errorHandler } from './errorHandler';

function appThrowing(error: unknown) {
  const app = express();
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorHandler);
  return app;
}

describe('the error handler', () => {
  it('answers 400 without internals when the database refuses a value (SQLSTATE class 22)', async () => {
    for (const code of ['22P02', '22001', '22003', '22021', '22008']) {
      const error = Object.assign(new Error(`invalid input syntax for type uuid: "x" (SELECT * FROM leaflets)`), { code });
      const res = await request(appThrowing(error)).get('/boom');
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(/SELECT|uuid/);
    }
  });

  it('keeps other failures masked as 500', async () => {
    const res = await request(appThrowing(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).get('/boom');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('relation');
  });
});
