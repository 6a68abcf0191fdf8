import { describe, expect, it } from 'vitest';
import { parseFormBody } from './form-body.ts';

const parse = (body: string | Buffer, type = 'application/x-www-form-urlencoded') =>
  parseFormBody(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), type);

describe('reading a form post', () => {
  it('decodes names and values as browsers encode them, keeping every value in order', () => {
    const body = parse('name=Ana+Lima&msg=Ol%C3%A1%0D%0Atudo%3F&tag=a&tag=b&empty=&bare&=x');
    expect(body.problem).toBeNull();
    expect([...body.values]).toEqual([
      ['name', ['Ana Lima']],
      ['msg', ['Olá\r\ntudo?']],
      ['tag', ['a', 'b']],
      ['empty', ['']],
      ['bare', ['']],
      ['', ['x']],
    ]);
  });

  it('keeps a % that starts no escape, like URLSearchParams', () => {
    expect(parse('a=100%&b=%zz&c=%4').values.get('a')).toEqual(['100%']);
    expect(parse('a=100%&b=%zz&c=%4').values.get('b')).toEqual(['%zz']);
    expect(parse('a=100%&b=%zz&c=%4').values.get('c')).toEqual(['%4']);
  });

  it('takes raw UTF-8 bytes, and refuses bytes that are not UTF-8, raw or escaped', () => {
    expect(parse(Buffer.from('name=Jos\u00e9', 'utf8')).values.get('name')).toEqual(['José']);
    for (const bad of [
      Buffer.from([0x6e, 0x3d, 0xff]),
      Buffer.from('n=%C3%28'),
      Buffer.from('n=%ED%A0%80'),
      Buffer.from('%FF=x'),
    ]) {
      const body = parse(bad);
      expect(body.problem).toMatch(/not sent as UTF-8 text/);
      expect(body.values.size).toBe(0);
    }
  });

  it('refuses a charset other than UTF-8', () => {
    expect(parse('a=b', 'application/x-www-form-urlencoded; charset=windows-1252').problem).toMatch(
      /UTF-8/,
    );
    expect(parse('a=b', 'application/x-www-form-urlencoded; charset="UTF-8"').problem).toBeNull();
  });

  it('keeps control characters for the form checks to name', () => {
    expect(parse('m=a%00b%07').values.get('m')).toEqual(['a\u0000b\u0007']);
  });
});
