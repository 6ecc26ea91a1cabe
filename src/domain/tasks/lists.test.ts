import { expect, it } from 'vitest';
import { ASSIGNABLE_PEOPLE, TASK_STATES } from './lists.ts';

it('has the fixed option lists of the spec', () => {
  expect(ASSIGNABLE_PEOPLE).toHaveLength(12);
  expect(new Set(ASSIGNABLE_PEOPLE).size).toBe(12);
  expect(TASK_STATES.at(-1)).toBe('Hecha');
});
