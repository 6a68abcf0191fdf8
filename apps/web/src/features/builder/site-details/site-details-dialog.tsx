import { useEffect, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { SiteContactField, Website } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { api, ApiError } from '@/lib/api';
import { detailsOf, markAsked, useSiteDetailsStore } from './site-details-store';

const FIELDS: Record<SiteContactField, { label: string; type: string; placeholder: string }> = {
  address: { label: 'Address', type: 'text', placeholder: '8 Quay Street, Leeds LS1 2AB' },
  phone: { label: 'Phone', type: 'tel', placeholder: '+44 113 496 0000' },
  email: { label: 'E-mail', type: 'email', placeholder: 'hello@example.com' },
};

/**
 * Keeps the builder's copy of the website's details, and asks once for the address, phone and
 * e-mail a ready-made section shows when the website has none yet: saved to the website's
 * settings, so every later section (and the footer, contact and map) shows the owner's own.
 */
export function SiteDetailsDialog({ website }: { website: Website }) {
  const client = useQueryClient();
  const ask = useSiteDetailsStore((s) => s.ask);
  const [values, setValues] = useState<Partial<Record<SiteContactField, string>>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    useSiteDetailsStore.setState({ websiteId: website.id, details: detailsOf(website) });
  }, [website]);

  useEffect(() => {
    setValues({});
    setErrors({});
  }, [ask]);

  const close = () => {
    markAsked(website.id);
    ask?.done();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!ask) return;
    setBusy(true);
    try {
      const contact = Object.fromEntries(ask.missing.map((field) => [field, values[field] ?? '']));
      const updated = await api.websites.update(website.id, { contact });
      client.setQueryData(['websites', website.id], updated);
      useSiteDetailsStore.setState({ details: detailsOf(updated) });
      close();
    } catch (error) {
      const fields = Object.entries(error instanceof ApiError ? error.fields : {});
      const first = ask.missing[0] ?? 'address';
      setErrors(
        fields.length > 0
          ? Object.fromEntries(fields.map(([k, v]) => [k.replace(/^contact\./, ''), v]))
          : { [first]: 'Could not save. Try again.' },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={ask !== null} onOpenChange={(open) => !open && !busy && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          data-site-details-dialog
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold">How do visitors reach you?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            This section shows your contact details. Add them once: they are saved with your
            website, and every section that needs them fills them in.
          </Dialog.Description>
          <form className="mt-4 space-y-3" onSubmit={(event) => void save(event)}>
            {(ask?.missing ?? []).map((field) => (
              <FormField key={field} label={FIELDS[field].label} error={errors[field]}>
                <Input
                  type={FIELDS[field].type}
                  name={field}
                  placeholder={FIELDS[field].placeholder}
                  value={values[field] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                />
              </FormField>
            ))}
            <div className="flex justify-end gap-2 pt-3">
              <Button type="button" variant="outline" disabled={busy} onClick={close}>
                Not now
              </Button>
              <Button type="submit" disabled={busy}>
                Save details
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
