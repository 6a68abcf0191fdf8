export interface NotificationItem {
  id: string;
  type: 'submission' | 'order' | 'booking' | 'post';
  title: string;
  body: string;
  /** Dashboard path that opening it goes to. */
  link: string;
  websiteId: string | null;
  read: boolean;
  createdAt: string;
}

export interface NotificationList {
  /** Newest first. */
  items: NotificationItem[];
  unreadCount: number;
}
