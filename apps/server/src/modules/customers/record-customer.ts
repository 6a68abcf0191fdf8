import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerEvents, customers } from '../../db/schema.ts';

export interface CustomerContact {
  websiteId: string;
  email: string;
  /** Kept when the customer exists and this one is empty. */
  name?: string | null;
  phone?: string | null;
}

/**
 * The customer with this e-mail on this website, created when new (e-mails match whatever their
 * case); a name or phone that arrives fills in or updates the stored one, an empty one never
 * erases it. One statement, so two events for one new address at once make one customer.
 */
export async function upsertCustomer(tx: Db, contact: CustomerContact): Promise<string> {
  const name = contact.name?.trim() || '';
  const phone = contact.phone?.trim() || null;
  const result = (await tx.execute(sql`
    insert into ${customers} (website_id, email, name, phone)
    values (${contact.websiteId}, ${contact.email.trim()}, ${name}, ${phone})
    on conflict (website_id, lower(email)) do update set
      name = case when excluded.name <> '' then excluded.name else ${customers.name} end,
      phone = coalesce(excluded.phone, ${customers.phone}),
      updated_at = now()
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}

/** Adds an entry to a customer's timeline; call it in the transaction of the event. */
export async function recordCustomerEvent(
  tx: Db,
  event: {
    customerId: string;
    kind: 'submission' | 'email' | 'order' | 'booking' | 'note';
    refId?: string | null;
    summary: string;
  },
): Promise<void> {
  await tx.insert(customerEvents).values({
    customerId: event.customerId,
    kind: event.kind,
    refId: event.refId ?? null,
    summary: event.summary,
  });
}
