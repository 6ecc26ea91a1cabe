import { expect, it } from 'vitest';
import { CLIENT_BRANCHES, NEW_CLIENT_BRANCH, REQUEST_STATES, REQUESTERS, SERVICE_TYPES } from './lists.ts';

it('has the fixed option lists of the spec', () => {
  expect(CLIENT_BRANCHES).toHaveLength(10);
  expect(CLIENT_BRANCHES.at(-1)).toBe(NEW_CLIENT_BRANCH);
  expect(SERVICE_TYPES).toHaveLength(8);
  expect(REQUESTERS).toHaveLength(9);
  expect(REQUEST_STATES).toEqual(['pendiente', 'aprobada', 'en_ejecucion', 'finalizada', 'rechazada', 'cancelada']);
});
