import { describe, expect, it } from 'vitest';
import { GREETING_NAME_MAX, greetingName } from './greeting-name.ts';

describe('greetingName', () => {
  it('keeps real names as typed, accents, apostrophes, hyphens and initials included', () => {
    for (const name of [
      'Ana Lima',
      "Seán O'Brien",
      'Anne-Marie Dubois',
      'J. R. Tolkien',
      '李小龍',
      'Zoë Ünal',
    ]) {
      expect(greetingName(name)).toBe(name);
    }
  });

  it('takes out links, bare domains and mail addresses', () => {
    expect(greetingName('Ana https://evil.example/win now')).toBe('Ana now');
    expect(greetingName('Claim at www.prize.example')).toBe('Claim at');
    expect(greetingName('Visit cheap-pills.com/buy today')).toBe('Visit today');
    expect(greetingName('write to win@prize.example')).toBe('write to');
    expect(greetingName('http://only.example')).toBe('');
  });

  it('takes out symbols and markup, and cuts a paragraph at a word within the limit', () => {
    expect(greetingName('<b>Ana</b> $$$ !!!')).toBe('b Ana b');
    const long = greetingName(
      'Dear customer your account has been suspended please verify your payment details now',
    );
    expect(long.length).toBeLessThanOrEqual(GREETING_NAME_MAX);
    expect(long).toBe('Dear customer your account has been');
  });
});
