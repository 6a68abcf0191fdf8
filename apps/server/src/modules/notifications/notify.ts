import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

export interface NewNotification {
  userId: string;
  websiteId?: string | null;
  type: 'submission' | 'order' | 'booking' | 'post';
  title: string;
  body?: string;
  /** Dashboard path opened from the bell, e.g. `/dashboard/inbox/{id}?site={websiteId}`. */
  link: string;
}

/** Adds a notification for the bell; call it inside the transaction of the event it announces. */
export async function notify(tx: Db, notification: NewNotification): Promise<string> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: notification.userId,
      websiteId: notification.websiteId ?? null,
      type: notification.type,
      title: notification.title,
      body: notification.body ?? '',
      link: notification.link,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
