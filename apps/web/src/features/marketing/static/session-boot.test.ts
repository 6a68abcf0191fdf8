// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';

// The file the prerendered pages load in their head, run as the browser runs it.
const source = readFileSync(
  path.resolve(import.meta.dirname, '../../../../public/session-boot.js'),
  'utf8',
);
const run = () => new Function(source)();
const root = () => document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root().removeAttribute('data-signed-in');
});

describe('session-boot.js', () => {
  it('marks the page signed in when the app stored a session', () => {
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { user: { id: 'u' }, token: 't', isAuthenticated: true } }),
    );
    run();
    expect(root().hasAttribute('data-signed-in')).toBe(true);
  });

  it('leaves it signed out after a sign-out, with nothing stored, or with damaged storage', () => {
    for (const stored of [
      JSON.stringify({ state: { user: null, token: null, isAuthenticated: false } }),
      null,
      '{not json',
    ]) {
      if (stored === null) localStorage.removeItem('auth-storage');
      else localStorage.setItem('auth-storage', stored);
      run();
      expect(root().hasAttribute('data-signed-in'), String(stored)).toBe(false);
    }
  });
});
