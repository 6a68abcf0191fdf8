import type { LazyRouteFunction, RouteObject } from 'react-router';

export interface DashboardSection {
  /** Path under /dashboard; '' is the overview. */
  path: string;
  title: string;
  load: LazyRouteFunction<RouteObject>;
}

/** Every screen of the dashboard, in sidebar order. */
export const dashboardSections: DashboardSection[] = [
  {
    path: '',
    title: 'Overview',
    load: () => import('./overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: 'websites',
    title: 'Websites',
    load: () =>
      import('@/features/websites/websites-page').then((m) => ({ Component: m.WebsitesPage })),
  },
  {
    path: 'analytics',
    title: 'Analytics',
    load: () =>
      import('@/features/analytics/analytics-page').then((m) => ({ Component: m.AnalyticsPage })),
  },
  {
    path: 'products',
    title: 'Products',
    load: () =>
      import('@/features/products/products-page').then((m) => ({ Component: m.ProductsPage })),
  },
  {
    path: 'orders',
    title: 'Orders',
    load: () => import('@/features/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
  },
  {
    path: 'discounts',
    title: 'Discounts',
    load: () =>
      import('@/features/discounts/discounts-page').then((m) => ({ Component: m.DiscountsPage })),
  },
  {
    path: 'services',
    title: 'Services',
    load: () =>
      import('@/features/services/services-page').then((m) => ({ Component: m.ServicesPage })),
  },
  {
    path: 'bookings',
    title: 'Bookings',
    load: () =>
      import('@/features/bookings/bookings-page').then((m) => ({ Component: m.BookingsPage })),
  },
  {
    path: 'blog',
    title: 'Blog',
    load: () => import('@/features/blog/posts-page').then((m) => ({ Component: m.PostsPage })),
  },
  {
    path: 'customers',
    title: 'Customers',
    load: () =>
      import('@/features/customers/customers-page').then((m) => ({ Component: m.CustomersPage })),
  },
  {
    path: 'inbox',
    title: 'Inbox',
    load: () => import('@/features/inbox/inbox-page').then((m) => ({ Component: m.InboxPage })),
  },
  {
    path: 'templates',
    title: 'Templates',
    load: () =>
      import('@/features/templates/templates-page').then((m) => ({ Component: m.TemplatesPage })),
  },
  {
    path: 'media',
    title: 'Media',
    load: () => import('@/features/media/media-page').then((m) => ({ Component: m.MediaPage })),
  },
  {
    path: 'settings',
    title: 'Settings',
    load: () =>
      import('@/features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
];
