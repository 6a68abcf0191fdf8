import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth } from '@/features/auth/guards';
import { builderRouteLoader, builderRouteShouldRevalidate } from '@/features/builder/page-prefetch';
import { dashboardSections } from '@/features/dashboard/sections';
import { ErrorView } from './error-view';
import { queryClient } from './query-client';
import { SessionGate } from './session-gate';

// The marketing pages are prerendered HTML when opened by address; the app renders them only when
// reached by a link from inside it, so they load on demand like every other screen.
const marketingRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('@/features/marketing/landing-page').then((m) => ({ Component: m.LandingPage })),
  },
  {
    path: 'pricing',
    lazy: () =>
      import('@/features/marketing/pricing-page').then((m) => ({ Component: m.PricingPage })),
  },
  {
    path: 'features',
    lazy: () =>
      import('@/features/marketing/features-page').then((m) => ({ Component: m.FeaturesPage })),
  },
  {
    path: 'about',
    lazy: () => import('@/features/marketing/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'contact',
    lazy: () =>
      import('@/features/marketing/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
];

const authRoutes: RouteObject = {
  path: 'auth',
  element: <GuestOnly />,
  children: [
    {
      lazy: () => import('@/features/auth/auth-layout').then((m) => ({ Component: m.AuthLayout })),
      children: [
        { index: true, element: <Navigate to="/auth/login" replace /> },
        {
          path: 'login',
          lazy: () =>
            import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
        },
        {
          path: 'register',
          lazy: () =>
            import('@/features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
        },
        {
          path: 'forgot-password',
          lazy: () =>
            import('@/features/auth/forgot-password-page').then((m) => ({
              Component: m.ForgotPasswordPage,
            })),
        },
        {
          path: 'reset-password',
          lazy: () =>
            import('@/features/auth/reset-password-page').then((m) => ({
              Component: m.ResetPasswordPage,
            })),
        },
        { path: '*', element: <Navigate to="/auth/login" replace /> },
      ],
    },
  ],
};

const dashboardRoutes: RouteObject = {
  path: 'dashboard',
  element: <RequireAuth />,
  children: [
    {
      lazy: () =>
        import('@/features/dashboard/dashboard-layout').then((m) => ({
          Component: m.DashboardLayout,
        })),
      children: [
        ...dashboardSections.map((section) => ({
          ...(section.path === '' ? { index: true as const } : { path: section.path }),
          handle: { title: section.title },
          lazy: section.load,
        })),
        {
          path: 'websites/:websiteId/settings',
          handle: { title: 'Website Settings' },
          lazy: () =>
            import('@/features/websites/website-settings-page').then((m) => ({
              Component: m.WebsiteSettingsPage,
            })),
        },
        {
          path: 'templates/:templateId',
          handle: { title: 'Templates' },
          lazy: () =>
            import('@/features/templates/template-page').then((m) => ({
              Component: m.TemplatePage,
            })),
        },
        {
          path: 'customers/new',
          handle: { title: 'Customers' },
          lazy: () =>
            import('@/features/customers/customer-form-page').then((m) => ({
              Component: m.CustomerFormPage,
            })),
        },
        {
          path: 'customers/:customerId/edit',
          handle: { title: 'Customers' },
          lazy: () =>
            import('@/features/customers/customer-form-page').then((m) => ({
              Component: m.CustomerFormPage,
            })),
        },
        {
          path: 'customers/:customerId',
          handle: { title: 'Customers' },
          lazy: () =>
            import('@/features/customers/customer-page').then((m) => ({
              Component: m.CustomerPage,
            })),
        },
        {
          path: 'products/new',
          handle: { title: 'Products' },
          lazy: () =>
            import('@/features/products/product-form-page').then((m) => ({
              Component: m.ProductFormPage,
            })),
        },
        {
          path: 'products/:productId/edit',
          handle: { title: 'Products' },
          lazy: () =>
            import('@/features/products/product-form-page').then((m) => ({
              Component: m.ProductFormPage,
            })),
        },
        {
          path: 'products/:productId',
          handle: { title: 'Products' },
          lazy: () =>
            import('@/features/products/product-page').then((m) => ({
              Component: m.ProductPage,
            })),
        },
        {
          path: 'services/staff',
          handle: { title: 'Services' },
          lazy: () =>
            import('@/features/staff/staff-page').then((m) => ({ Component: m.StaffPage })),
        },
        {
          path: 'services/staff/new',
          handle: { title: 'Services' },
          lazy: () =>
            import('@/features/staff/staff-form-page').then((m) => ({
              Component: m.StaffFormPage,
            })),
        },
        {
          path: 'services/staff/:staffId/edit',
          handle: { title: 'Services' },
          lazy: () =>
            import('@/features/staff/staff-form-page').then((m) => ({
              Component: m.StaffFormPage,
            })),
        },
        {
          path: 'blog/manage',
          handle: { title: 'Blog' },
          lazy: () =>
            import('@/features/blog/manage/blog-manage-page').then((m) => ({
              Component: m.BlogManagePage,
            })),
        },
        {
          path: 'blog/:postId',
          handle: { title: 'Blog' },
          lazy: () =>
            import('@/features/blog/editor/post-editor-page').then((m) => ({
              Component: m.PostEditorPage,
            })),
        },
        {
          path: 'orders/:orderId',
          handle: { title: 'Orders' },
          lazy: () =>
            import('@/features/orders/order-page').then((m) => ({ Component: m.OrderPage })),
        },
        {
          path: 'bookings/new',
          handle: { title: 'Bookings' },
          lazy: () =>
            import('@/features/bookings/new-booking-page').then((m) => ({
              Component: m.NewBookingPage,
            })),
        },
        {
          path: 'bookings/calendar',
          handle: { title: 'Bookings' },
          lazy: () =>
            import('@/features/bookings/calendar/calendar-page').then((m) => ({
              Component: m.BookingsCalendarPage,
            })),
        },
        {
          path: 'bookings/:bookingId',
          handle: { title: 'Bookings' },
          lazy: () =>
            import('@/features/bookings/booking-page').then((m) => ({ Component: m.BookingPage })),
        },
        {
          path: 'inbox/:submissionId',
          handle: { title: 'Inbox' },
          lazy: () =>
            import('@/features/inbox/inbox-page').then((m) => ({ Component: m.InboxPage })),
        },
        {
          path: 'activity',
          handle: { title: 'Activity' },
          lazy: () =>
            import('@/features/activity/activity-page').then((m) => ({
              Component: m.ActivityPage,
            })),
        },
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ],
};

/** The editor and the draft preview: signed-in owners only, each a full-screen app of its own. */
const editorRoutes: RouteObject = {
  element: <RequireAuth />,
  children: [
    {
      path: 'builder/:websiteId',
      // Defined here, not in the lazy module, so the data starts loading with the builder's code.
      loader: builderRouteLoader(queryClient),
      shouldRevalidate: builderRouteShouldRevalidate,
      lazy: () =>
        import('@/features/builder/builder-page').then((m) => ({ Component: m.BuilderPage })),
    },
    {
      path: 'preview/:websiteId',
      lazy: () =>
        import('@/features/preview/preview-page').then((m) => ({ Component: m.PreviewPage })),
    },
    {
      path: 'preview/:websiteId/frame',
      lazy: () =>
        import('@/features/preview/preview-frame').then((m) => ({ Component: m.PreviewFrame })),
    },
    {
      path: 'preview/:websiteId/posts/:postId',
      lazy: () =>
        import('@/features/blog/post-preview-page').then((m) => ({
          Component: m.PostPreviewPage,
        })),
    },
  ],
};

export const router = createBrowserRouter([
  {
    element: <SessionGate />,
    errorElement: <ErrorView />,
    children: [
      {
        lazy: () =>
          import('@/features/marketing/marketing-layout').then((m) => ({
            Component: m.MarketingLayout,
          })),
        children: marketingRoutes,
      },
      authRoutes,
      dashboardRoutes,
      editorRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
