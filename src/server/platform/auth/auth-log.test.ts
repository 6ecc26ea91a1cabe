import { expect, it, vi } from 'vitest';
import { writeAuthLog } from './auth.ts';

it("writes the auth library's errors without the bound values of a failed query", () => {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  const failed = Object.assign(new Error('Failed query: insert into "user" ("email") values ($1)\nparams: maria.lead@correo.example'), {
    query: 'insert into "user" ("email") values ($1)',
    params: ['maria.lead@correo.example'],
    cause: Object.assign(new Error('duplicate key value violates unique constraint "user_email_unique"'), {
      code: '23505',
      constraint: 'user_email_unique',
      detail: 'Key (email)=(maria.lead@correo.example) already exists.',
    }),
  });
  writeAuthLog('error', 'Failed query: insert into "user" ("email") values ($1)\nparams: maria.lead@correo.example', failed);
  spy.mockRestore();
  const output = lines.join('');
  expect(output).not.toContain('maria.lead');
  const entry = JSON.parse(output);
  expect(entry).toMatchObject({ level: 'error', msg: expect.stringContaining('better-auth: Failed query') });
  expect(entry.errs[0].type).toBe('DatabaseError');
});
