import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictDeep } from './strict-bodies.ts';

describe('strictDeep', () => {
  const item = z.object({ a: z.string() });
  const body = z
    .object({ n: z.number(), nested: item.optional(), list: z.array(item).default([]), either: z.union([item, z.string()]).nullable() })
    .refine((v) => v.n > 0, 'n > 0');
  const strict = strictDeep(body);

  it('refuses an unknown key at any depth, naming it', () => {
    const issues = (value: unknown) =>
      strict.safeParse(value).error?.issues.map((i) => ({ code: i.code, path: i.path, keys: (i as { keys?: string[] }).keys }));
    expect(issues({ n: 1, either: null, extra: 1 })).toEqual([{ code: 'unrecognized_keys', path: [], keys: ['extra'] }]);
    expect(issues({ n: 1, either: null, nested: { a: 'x', b: 1 } })).toEqual([{ code: 'unrecognized_keys', path: ['nested'], keys: ['b'] }]);
    expect(issues({ n: 1, either: null, list: [{ a: 'x', c: 2 }] })).toEqual([{ code: 'unrecognized_keys', path: ['list', 0], keys: ['c'] }]);
    expect(strict.safeParse({ n: 1, either: { a: 'x', d: 1 } }).success).toBe(false);
  });

  it('keeps refinements, defaults and transforms', () => {
    expect(strict.safeParse({ n: -1, either: null }).error?.issues[0]?.message).toBe('n > 0');
    expect(strict.parse({ n: 1, either: 'x' })).toEqual({ n: 1, either: 'x', list: [] });
    const piped = strictDeep(z.object({ a: z.string() }).transform((v) => v.a.length));
    expect(piped.parse({ a: 'abc' })).toBe(3);
    expect(piped.safeParse({ a: 'abc', b: 1 }).success).toBe(false);
  });
});
