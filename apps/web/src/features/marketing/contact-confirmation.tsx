import type { ReactNode, Ref } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SEND_ANOTHER_ATTRIBUTE } from './static/contact-hooks';

/**
 * The thanks that replaces the contact form once it is sent. The prerendered page keeps a copy in
 * a `<template>`, with empty slot spans for the script to fill.
 */
export function ContactConfirmation({
  name,
  subject,
  email,
  containerRef,
  headingRef,
  onSendAnother,
}: {
  name: ReactNode;
  subject: ReactNode;
  email: ReactNode;
  containerRef?: Ref<HTMLDivElement>;
  headingRef?: Ref<HTMLHeadingElement>;
  onSendAnother?: () => void;
}) {
  return (
    <div
      ref={containerRef}
      className="flex scroll-mt-24 flex-col items-center px-2 py-12 text-center sm:py-16"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950/60 dark:text-green-300">
        <CheckCircle2 className="h-8 w-8" aria-hidden />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-bold tracking-tight focus:outline-none"
      >
        Message sent!
      </h2>
      <p className="mt-2 text-lg text-muted-foreground">We'll get back to you soon.</p>
      <p className="mt-4 max-w-sm text-sm text-pretty break-words text-muted-foreground">
        Thanks, {name}. We have your message about “{subject}” and will reply to{' '}
        <span className="font-medium text-foreground">{email}</span>.
      </p>
      <Button
        variant="outline"
        className="mt-8"
        onClick={onSendAnother}
        {...{ [SEND_ANOTHER_ATTRIBUTE]: true }}
      >
        Send another message
      </Button>
    </div>
  );
}
