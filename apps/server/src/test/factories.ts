import type { FastifyInstance } from 'fastify';

export const PASSWORD = 'Sturdy-Harbor-42';
let sequence = 0;

/** Registers a user through the API; returns its token, user JSON and a header set for later calls. */
export async function buildUser(app: FastifyInstance, overrides: Record<string, string> = {}) {
  sequence += 1;
  const payload = {
    email: `agent${sequence}-${Date.now()}@example.com`,
    password1: PASSWORD,
    password2: PASSWORD,
    first_name: 'Dana',
    last_name: 'Reyes',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/register', payload });
  if (response.statusCode !== 201) throw new Error(`buildUser failed: ${response.body}`);
  const body = response.json() as { access: string; user: { id: number; email: string } };
  return { ...body, email: payload.email, headers: { authorization: `Bearer ${body.access}` } };
}
