import { Prng } from './prng';
import { webIdOf } from './demo';

describe('demo data generator', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Prng(42);
    const b = new Prng(42);
    const first = Array.from({ length: 5 }, () => [a.uuid(), a.int(1, 100), a.token(5)]);
    const second = Array.from({ length: 5 }, () => [b.uuid(), b.int(1, 100), b.token(5)]);
    expect(first).toEqual(second);
    expect(new Prng(43).uuid()).not.toBe(new Prng(42).uuid());
    expect(first[0]?.[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('makes web ids of Polish shop names', () => {
    expect(webIdOf('Żabka')).toBe('zabka');
    expect(webIdOf('RTV Euro AGD')).toBe('rtv-euro-agd');
    expect(webIdOf('Intermarché')).toBe('intermarche');
    expect(webIdOf('Łódź Market')).toBe('lodz-market');
  });
});
