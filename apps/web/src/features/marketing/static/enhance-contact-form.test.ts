// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { enhanceContactForm } from './enhance-contact-form';
import { StaticContactForm } from './static-contact-form';

let messages: ReturnType<typeof enhanceContactForm>;

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(createElement(StaticContactForm));
  messages = enhanceContactForm(document);
});

const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
const errorOf = (name: string) => {
  const id = field(name).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const submit = () =>
  document.querySelector<HTMLButtonElement>('#contact-form button[type="submit"]')!.click();
const type = (name: string, value: string) => {
  field(name).value = value;
  field(name).dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the prerendered contact form', () => {
  it('names every missing field on submit and focuses the first', () => {
    submit();
    expect(errorOf('name')).toBe('Please enter your name.');
    expect(errorOf('email')).toBe('Please enter your email address.');
    expect(errorOf('subject')).toBe('Please enter a subject.');
    expect(errorOf('message')).toBe('Please enter a message.');
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('name'));
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(4);
    expect(messages).toEqual([]);
  });

  it('checks the e-mail address and clears a message once the field is right', () => {
    type('name', 'Jon Baker');
    type('email', 'jon@example');
    type('subject', 'Opening hours');
    type('message', 'Can my site show them?');
    submit();
    expect(errorOf('email')).toBe('Please enter a valid email address, like name@example.com.');
    expect(errorOf('name')).toBeNull();
    expect(document.getElementById('contact-form')).not.toBeNull();
    type('email', 'jon@example.com');
    expect(errorOf('email')).toBeNull();
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows the thanks with the message, keeps it on the page, and can start again', () => {
    type('name', ' Jon Baker ');
    type('email', 'jon@example.com');
    type('subject', 'Opening hours');
    type('message', 'Can my site show them?');
    submit();
    expect(document.getElementById('contact-form')).toBeNull();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Message sent!');
    expect(text).toContain("We'll get back to you soon.");
    expect(text).toContain('Thanks, Jon Baker. We have your message about “Opening hours”');
    expect(text).toContain('jon@example.com');
    expect(document.activeElement?.textContent).toBe('Message sent!');
    expect(messages).toEqual([
      {
        name: 'Jon Baker',
        email: 'jon@example.com',
        subject: 'Opening hours',
        message: 'Can my site show them?',
      },
    ]);

    document.querySelector<HTMLButtonElement>('[data-contact-send-another]')!.click();
    expect(document.body.textContent).not.toContain('Message sent!');
    expect(field('name').value).toBe('');
    expect(errorOf('name')).toBeNull();
    expect(document.activeElement).toBe(field('name'));
  });

  it('writes what the visitor typed as text, never as markup', () => {
    type('name', '<img src=x onerror=alert(1)>');
    type('email', 'jon@example.com');
    type('subject', '<b>hi</b>');
    type('message', 'x');
    submit();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(document.body.textContent).toContain('<b>hi</b>');
  });
});
