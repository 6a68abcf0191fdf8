import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Mail, MessageCircle, Phone, Send, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { contactSchema, type ContactFormValues, type ContactMessage } from './contact-schema';
import { PageHeader } from './page-header';
import { useDocumentTitle } from './use-document-title';

const SUPPORT_EMAIL = 'support@tessera.dev';
const SUPPORT_PHONE = '+1 (555) 010-2024';

const channels: { icon: LucideIcon; title: string; value: string; href?: string; text: string }[] =
  [
    {
      icon: Mail,
      title: 'Email',
      value: SUPPORT_EMAIL,
      href: `mailto:${SUPPORT_EMAIL}`,
      text: 'Write to us about your account, your plan or anything else.',
    },
    {
      icon: MessageCircle,
      title: 'Live chat',
      value: '24/7 live chat',
      text: 'Talk to our support team at any hour, day or night.',
    },
    {
      icon: Phone,
      title: 'Phone',
      value: SUPPORT_PHONE,
      href: `tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`,
      text: 'Prefer to talk it through? Give us a call.',
    },
  ];

const emptyForm: ContactFormValues = { name: '', email: '', subject: '', message: '' };

interface SentMessage extends ContactMessage {
  sentAt: string;
}

function ContactForm() {
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
      <div
        ref={confirmation}
        className="flex scroll-mt-24 flex-col items-center px-2 py-12 text-center sm:py-16"
      >
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700 dark:bg-green-950/60 dark:text-green-300">
          <CheckCircle2 className="h-8 w-8" aria-hidden />
        </span>
        <h2
          ref={confirmationHeading}
          tabIndex={-1}
          className="mt-6 text-2xl font-bold tracking-tight focus:outline-none"
        >
          Message sent!
        </h2>
        <p className="mt-2 text-lg text-muted-foreground">We'll get back to you soon.</p>
        <p className="mt-4 max-w-sm text-sm text-pretty break-words text-muted-foreground">
          Thanks, {lastMessage.name}. We have your message about “{lastMessage.subject}” and will
          reply to <span className="font-medium text-foreground">{lastMessage.email}</span>.
        </p>
        <Button variant="outline" className="mt-8" onClick={sendAnother}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="contact-form-title">
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

export function ContactPage() {
  useDocumentTitle('Contact · Tessera');
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about Tessera, your plan or your website? Send us a message or reach us by email, chat or phone, and we'll help you out."
      />

      <section aria-label="Contact options" className="pb-20">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-10">
          <div className="space-y-4">
            <h2 className="sr-only">Other ways to reach us</h2>
            <ul className="space-y-4">
              {channels.map(({ icon: Icon, title, value, href, text }) => (
                <li
                  key={title}
                  className="flex items-start gap-4 rounded-xl border border-border bg-card p-5 shadow-xs"
                >
                  <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon className="h-5 w-5" aria-hidden />
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
                    <p className="mt-0.5 font-semibold break-words">
                      {href ? (
                        <a
                          href={href}
                          className="hover:text-primary hover:underline underline-offset-4"
                        >
                          {value}
                        </a>
                      ) : (
                        value
                      )}
                    </p>
                    <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <p className="px-1 pt-2 text-sm text-muted-foreground">
              Looking for plan details?{' '}
              <Link
                to="/pricing"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                See pricing and FAQ
              </Link>
              .
            </p>
          </div>

          <Card className="p-6 sm:p-8">
            <ContactForm />
          </Card>
        </div>
      </section>
    </>
  );
}
