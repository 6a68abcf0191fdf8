import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ContactConfirmation } from './contact-confirmation';
import { contactSchema, type ContactFormValues, type ContactMessage } from './contact-schema';
import { CONTACT_FORM_ID } from './static/contact-hooks';

const emptyForm: ContactFormValues = { name: '', email: '', subject: '', message: '' };

interface SentMessage extends ContactMessage {
  sentAt: string;
}

/** The contact form in the app; nothing leaves the page (the prerendered page's twin is static/enhance-contact-form.ts). */
export function ContactForm() {
  // The messages stay on this page: nothing is sent to a server.
  const [messages, setMessages] = useState<SentMessage[]>([]);
  const [showConfirmation, setShowConfirmation] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const hasToggled = useRef(false);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyForm,
  });

  // Moves focus with the content: to the confirmation when it appears, back to the form after.
  useEffect(() => {
    if (!hasToggled.current) return;
    if (showConfirmation) {
      // Scroll the whole confirmation into view (clear of the sticky header), then focus its heading.
      confirmation.current?.scrollIntoView({ block: 'nearest' });
      confirmationHeading.current?.focus({ preventScroll: true });
    } else {
      setFocus('name');
    }
  }, [showConfirmation, setFocus]);

  const onSubmit = (values: ContactMessage) => {
    setMessages((previous) => [...previous, { ...values, sentAt: new Date().toISOString() }]);
    hasToggled.current = true;
    setShowConfirmation(true);
  };

  const sendAnother = () => {
    reset(emptyForm);
    hasToggled.current = true;
    setShowConfirmation(false);
  };

  const lastMessage = messages.at(-1);

  if (showConfirmation && lastMessage) {
    return (
      <ContactConfirmation
        name={lastMessage.name}
        subject={lastMessage.subject}
        email={lastMessage.email}
        containerRef={confirmation}
        headingRef={confirmationHeading}
        onSendAnother={sendAnother}
      />
    );
  }

  return (
    <form
      id={CONTACT_FORM_ID}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-xl font-semibold tracking-tight">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        All fields are required. We usually reply by email.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" aria-required {...register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" aria-required {...register('email')} />
        </FormField>
        <FormField label="Subject" error={errors.subject?.message} className="sm:col-span-2">
          <Input aria-required {...register('subject')} />
        </FormField>
        <FormField label="Message" error={errors.message?.message} className="sm:col-span-2">
          <Textarea rows={4} aria-required className="resize-y" {...register('message')} />
        </FormField>
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full sm:w-auto" disabled={isSubmitting}>
        <Send className="h-4 w-4" aria-hidden />
        Send message
      </Button>
    </form>
  );
}
