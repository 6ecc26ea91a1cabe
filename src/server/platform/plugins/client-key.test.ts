import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::'],
    ['2001:db8:1:2::1', '2001:db8:1:2::'],
    ['2001:0db8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::'],
    ['2001:db8::1', '2001:db8:0:0::'],
    ['::1', '0:0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0:0::'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::'],
    ['not-an-address', 'not-an-address'],
  ])('%s → %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it('gives every address of one /64 the same key, and the next /64 another', () => {
    const keys = new Set(Array.from({ length: 50 }, (_, i) => clientKey(`2001:db8:aa:bb:${i.toString(16)}:1:2:3`)));
    expect(keys).toEqual(new Set(['2001:db8:aa:bb::']));
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(clientKey('2001:db8:aa:bb::1'));
  });
});
