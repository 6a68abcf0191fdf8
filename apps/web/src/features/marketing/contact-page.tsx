import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ContactForm } from './contact-form';
import { PageHeader } from './page-header';
import { marketingPages } from './page-meta';
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

/**
 * `form` replaces the app's form: the prerendered page puts its own markup there, brought to life
 * by a small script instead of React.
 */
export function ContactPage({ form }: { form?: ReactNode }) {
  useDocumentTitle(marketingPages.contact.title);
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

          <Card className="p-6 sm:p-8">{form ?? <ContactForm />}</Card>
        </div>
      </section>
    </>
  );
}
