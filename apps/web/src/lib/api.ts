import type {
  AddTemplatePageInput,
  ApplyDesignInput,
  DesignApplied,
  TemplatePageAdded,
  BlogSettings,
  BlogTerm,
  BlogTermInput,
  TemplateSummary,
  TemplateDetail,
  OwnerTemplateDetail,
  OwnerTemplateSummary,
  SaveOwnerTemplateInput,
  UpdateOwnerTemplateInput,
  AccountUsage,
  AnalyticsDashboard,
  AnalyticsRealtime,
  AnalyticsTimeRange,
  ActivityItem,
  AuthPayload,
  Booking,
  BookingDetail,
  BookingStats,
  BookingStatus,
  BrokenLink,
  DeadEnd,
  CreatePageInput,
  CreateWebsiteInput,
  Customer,
  CustomerDetail,
  CustomerStats,
  ElementData,
  FormSummary,
  MediaItem,
  MediaUsage,
  MailDelivery,
  NotificationItem,
  NotificationList,
  Order,
  OrderDetail,
  OrderStats,
  OrderStatus,
  Submission,
  SubmissionPage,
  MonthlyStats,
  Page,
  PageWithElements,
  Post,
  PostRevisionSummary,
  PostStatus,
  PostSummary,
  CreatePostInput,
  UpdatePostInput,
  Product,
  PublicSlot,
  ProductImportReport,
  ProductOption,
  ProductStats,
  StoreProduct,
  StoreSettingsView,
  StoreSettingsInput,
  ProfileUpdateInput,
  Release,
  Service,
  ServiceStats,
  Discount,
  StaffMember,
  SampleCounts,
  SampleRemoval,
  SampleKind,
  UpdatePageInput,
  UpdateWebsiteInput,
  User,
  Website,
  WebsiteSetup,
} from '@tessera/core';
import { useAuthStore } from '@/stores/auth-store';

/** A failed API call with the server's status, code, human message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The error's other members, such as a refused booking's next free times. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart content type.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection.');
  }
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => null)) as
    | { data: T }
    | {
        error: { code: string; message: string; fields?: Record<string, string> } & Record<
          string,
          unknown
        >;
      }
    | null;
  if (response.ok && payload && 'data' in payload) return payload.data;
  // A rejected session ends it everywhere; the route guards then send the user to sign in.
  if (response.status === 401 && token) useAuthStore.getState().clear();
  const error = payload && 'error' in payload ? payload.error : null;
  throw new ApiError(
    response.status,
    error?.code ?? 'HTTP_ERROR',
    error?.message ?? `Request failed (${response.status})`,
    error?.fields,
    error ?? {},
  );
}

export interface CustomerInput {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

/** A product as the dashboard's form sends it: amounts as decimals or their text ("12.50"). */
export interface ProductInput {
  name: string;
  slug?: string;
  description: string;
  sku: string;
  price: number | string;
  comparePrice: number | string | null;
  trackQuantity: boolean;
  quantity: number;
  allowBackorder: boolean;
  maxPerOrder: number;
  isPublished: boolean;
  images: string[];
  categories: string[];
  seoTitle: string | null;
  seoDescription: string | null;
  options: ProductOption[];
  variants: {
    id?: string;
    options: Record<string, string>;
    sku: string | null;
    price: number | string;
    comparePrice: number | string | null;
    quantity: number;
    image: string | null;
  }[];
}

/** A service as the dashboard's form sends it: amounts as decimals or their text ("12.50"). */
export type ServiceInput = Omit<
  Service,
  'id' | 'websiteId' | 'slug' | 'sample' | 'createdAt' | 'updatedAt' | 'price' | 'depositAmount'
> & { price: number | string; depositAmount: number | string | null };

/** A discount code as the dashboard's form sends it: amounts and percents as decimals. */
export type DiscountInput = Pick<
  Discount,
  | 'code'
  | 'kind'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'oncePerCustomer'
  | 'productIds'
  | 'active'
> & { value: number | string; minSubtotal: number | string | null };

/** A staff member as the dashboard sends them: hours in the website's zone. */
export type StaffInput = Pick<
  StaffMember,
  'name' | 'email' | 'specialties' | 'services' | 'weeklyHours' | 'daysOff' | 'overrides'
>;

export interface BookingListQuery {
  search?: string | undefined;
  status?: 'all' | BookingStatus | undefined;
  /** Days 'YYYY-MM-DD' in the website's zone. */
  from?: string | undefined;
  to?: string | undefined;
  staffId?: string | undefined;
}

export interface BookingUpdateInput {
  status?: BookingStatus;
  start?: string;
  staffId?: string;
  notes?: string | null;
  paymentStatus?: 'PENDING' | 'PAID';
}

export interface ManualBookingInput {
  serviceId: string;
  start: string;
  /** Left out: anyone available. */
  staffId?: string | null;
  customer: { name: string; email: string; phone?: string | null };
  notes?: string | null;
}

/** What a blog keeps besides posts, as the API names it in its paths. */
export type BlogTermKind = 'categories' | 'tags' | 'authors';

/** A website's Stripe account as the server shows it: never a key, only its last four. */
export type StripeConnection =
  | { connected: false; webhookUrl: string }
  | {
      connected: true;
      webhookUrl: string;
      last4: string;
      mode: 'test' | 'live';
      accountId: string;
      accountName: string;
      connectedAt: string;
    };

const websitePath = (id: string) => `/api/websites/${encodeURIComponent(id)}`;

/**
 * Downloads a file the API makes (a CSV export) with the session's token and saves it under the
 * name the server gives it.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = useAuthStore.getState().token;
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  }).catch(() => {
    throw new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection.');
  });
  if (!response.ok) throw new ApiError(response.status, 'HTTP_ERROR', 'Export failed');
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The one typed client for the Tessera API. */
export const api = {
  auth: {
    register: (input: {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      confirmPassword?: string;
      timezone?: string;
    }) => request<AuthPayload>('POST', '/api/auth/register', input),
    login: (input: { email: string; password: string }) =>
      request<AuthPayload>('POST', '/api/auth/login', input),
    logout: () => request<{ message: string }>('POST', '/api/auth/logout'),
    refresh: () => request<AuthPayload>('POST', '/api/auth/refresh'),
    forgotPassword: (email: string) =>
      request<{ message: string }>('POST', '/api/auth/forgot-password', { email }),
    resetPassword: (input: { token: string; password: string; confirmPassword: string }) =>
      request<{ message: string }>('POST', '/api/auth/reset-password', input),
    profile: () => request<User>('GET', '/api/auth/profile'),
    /** The account's plan and what it uses of it (the settings' Plan and usage). */
    usage: () => request<AccountUsage>('GET', '/api/auth/usage'),
    updateProfile: (input: ProfileUpdateInput) => request<User>('PUT', '/api/auth/profile', input),
    changePassword: (input: {
      currentPassword: string;
      newPassword: string;
      confirmPassword: string;
    }) => request<{ message: string }>('POST', '/api/auth/change-password', input),
    deleteAccount: () => request<{ message: string }>('DELETE', '/api/auth/account'),
  },
  templates: {
    list: () => request<TemplateSummary[]>('GET', '/api/templates'),
    /** One built-in template with its pages (the template page's switcher). */
    get: (id: string) => request<TemplateDetail>('GET', `/api/templates/${encodeURIComponent(id)}`),
    /** The owner's own templates, saved from their websites or imported. */
    mine: () => request<OwnerTemplateSummary[]>('GET', '/api/templates?mine=1'),
    saveFromWebsite: (websiteId: string, input: SaveOwnerTemplateInput) =>
      request<OwnerTemplateDetail>('POST', `${websitePath(websiteId)}/templates`, input),
    rename: (id: string, input: UpdateOwnerTemplateInput) =>
      request<OwnerTemplateDetail>('PUT', `/api/templates/${encodeURIComponent(id)}`, input),
    updateFromWebsite: (id: string) =>
      request<OwnerTemplateDetail>('POST', `/api/templates/${encodeURIComponent(id)}/update`),
    remove: (id: string) => request<unknown>('DELETE', `/api/templates/${encodeURIComponent(id)}`),
  },
  websites: {
    list: () => request<Website[]>('GET', '/api/websites'),
    get: (id: string) => request<Website>('GET', websitePath(id)),
    /** The published products as the live site shows them (builder canvas and preview). */
    catalogue: (id: string) =>
      request<{ currency: string; products: StoreProduct[] }>(
        'GET',
        `${websitePath(id)}/catalogue`,
      ),
    create: (input: CreateWebsiteInput) => request<Website>('POST', '/api/websites', input),
    update: (id: string, input: UpdateWebsiteInput) =>
      request<Website>('PUT', websitePath(id), input),
    remove: (id: string) => request<unknown>('DELETE', websitePath(id)),
    publish: (id: string) => request<Website>('POST', `${websitePath(id)}/publish`),
    unpublish: (id: string) => request<Website>('POST', `${websitePath(id)}/unpublish`),
    archive: (id: string) => request<Website>('POST', `${websitePath(id)}/archive`),
    restore: (id: string) => request<Website>('POST', `${websitePath(id)}/restore`),
    duplicate: (id: string) => request<Website>('POST', `${websitePath(id)}/duplicate`),
    /** Checks the custom domain's DNS proof now; answers the website with the result. */
    verifyDomain: (id: string) => request<Website>('POST', `${websitePath(id)}/domain/verify`),
    pages: (id: string) => request<Page[]>('GET', `${websitePath(id)}/pages`),
    /** The draft's page links to pages the website no longer has. */
    brokenLinks: (id: string) => request<BrokenLink[]>('GET', `${websitePath(id)}/broken-links`),
    /** What the draft would publish that goes nowhere (buttons without a link, empty slots). */
    deadEnds: (id: string) => request<DeadEnd[]>('GET', `${websitePath(id)}/dead-ends`),
    /** Which first steps of the overview's setup checklist the owner has taken. */
    setup: (id: string) => request<WebsiteSetup>('GET', `${websitePath(id)}/setup`),
    /** Applies a template's theme, header and/or footer to the draft; answers what was before. */
    applyDesign: (id: string, input: ApplyDesignInput) =>
      request<DesignApplied>('POST', `${websitePath(id)}/apply-design`, input),
    /** Adds one page of a template (at a free slug), its links to missing pages dropped. */
    addTemplatePage: (id: string, input: AddTemplatePageInput) =>
      request<TemplatePageAdded>('POST', `${websitePath(id)}/pages/from-template`, input),
  },
  pages: {
    get: (id: string) => request<PageWithElements>('GET', `/api/pages/${encodeURIComponent(id)}`),
    create: (websiteId: string, input: CreatePageInput) =>
      request<Page>('POST', `${websitePath(websiteId)}/pages`, input),
    update: (id: string, input: UpdatePageInput) =>
      request<Page>('PUT', `/api/pages/${encodeURIComponent(id)}`, input),
    remove: (id: string) => request<unknown>('DELETE', `/api/pages/${encodeURIComponent(id)}`),
    /**
     * The website's shared header and footer (made empty on first use), and its post layout
     * once it has posts (else null).
     */
    shared: (websiteId: string) =>
      request<{ header: Page; footer: Page; post: Page | null }>(
        'GET',
        `${websitePath(websiteId)}/shared`,
      ),
    save: (id: string, input: { elements: ElementData[]; version?: number }) =>
      request<{ page: Page; elements: ElementData[] }>(
        'POST',
        `/api/pages/${encodeURIComponent(id)}/save`,
        input,
      ),
  },
  releases: {
    /** The website's releases, newest first. */
    list: (websiteId: string) => request<Release[]>('GET', `${websitePath(websiteId)}/releases`),
    /** Makes an earlier release live again (and publishes the site); the drafts stay. */
    restore: (websiteId: string, releaseId: string) =>
      request<Website>(
        'POST',
        `${websitePath(websiteId)}/releases/${encodeURIComponent(releaseId)}/restore`,
      ),
  },
  customers: {
    list: (websiteId: string, query: { search?: string; status?: string }) => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      if (query.status && query.status !== 'all') params.set('status', query.status);
      return request<Customer[]>('GET', `${websitePath(websiteId)}/customers?${params}`);
    },
    stats: (websiteId: string) =>
      request<CustomerStats>('GET', `${websitePath(websiteId)}/customers/stats`),
    get: (id: string) => request<CustomerDetail>('GET', `/api/customers/${encodeURIComponent(id)}`),
    create: (websiteId: string, input: CustomerInput) =>
      request<Customer>('POST', `${websitePath(websiteId)}/customers`, input),
    update: (id: string, input: CustomerInput) =>
      request<Customer>('PUT', `/api/customers/${encodeURIComponent(id)}`, input),
    remove: (id: string) =>
      request<{ id: string }>('DELETE', `/api/customers/${encodeURIComponent(id)}`),
    sendEmail: (input: { customerId: string; subject: string; message: string }) =>
      request<MailDelivery>('POST', '/api/customers/send-email', input),
    exportPath: (websiteId: string) => `${websitePath(websiteId)}/customers/export`,
  },
  products: {
    list: (websiteId: string, query: { search?: string; status?: string }) => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      if (query.status && query.status !== 'all') params.set('status', query.status);
      return request<Product[]>('GET', `${websitePath(websiteId)}/products?${params}`);
    },
    stats: (websiteId: string) =>
      request<ProductStats>('GET', `${websitePath(websiteId)}/products/stats`),
    get: (id: string) => request<Product>('GET', `/api/products/${encodeURIComponent(id)}`),
    create: (websiteId: string, input: ProductInput) =>
      request<Product>('POST', `${websitePath(websiteId)}/products`, input),
    update: (id: string, input: ProductInput) =>
      request<Product>('PUT', `/api/products/${encodeURIComponent(id)}`, input),
    /** Makes a template's sample product the owner's own, as it is (an edit with no changes). */
    keep: (id: string) => request<Product>('PUT', `/api/products/${encodeURIComponent(id)}`, {}),
    remove: (id: string) =>
      request<{ id: string }>('DELETE', `/api/products/${encodeURIComponent(id)}`),
    exportPath: (websiteId: string) => `${websitePath(websiteId)}/products/export`,
    /** Reads a products CSV: a preview of what it would do, or (apply) does it. */
    importCsv: (websiteId: string, file: File, apply: boolean) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return request<ProductImportReport>(
        'POST',
        `${websitePath(websiteId)}/products/import?apply=${apply ? 1 : 0}`,
        form,
      );
    },
  },
  posts: {
    /** The website's posts, newest first; `status` narrows, `q` searches titles and text. */
    list: (websiteId: string, query: { status?: PostStatus | 'all'; q?: string }) => {
      const params = new URLSearchParams();
      if (query.status && query.status !== 'all') params.set('status', query.status);
      if (query.q) params.set('q', query.q);
      return request<PostSummary[]>('GET', `${websitePath(websiteId)}/posts?${params}`);
    },
    /** A new draft (a taken slug is a 409 naming `slug`). */
    create: (websiteId: string, input: CreatePostInput) =>
      request<Post>('POST', `${websitePath(websiteId)}/posts`, input),
    get: (id: string) => request<Post>('GET', `/api/posts/${encodeURIComponent(id)}`),
    /** Saves fields of the draft; a `version` older than the stored one is a 409 CONFLICT. */
    update: (id: string, input: UpdatePostInput) =>
      request<Post>('PUT', `/api/posts/${encodeURIComponent(id)}`, input),
    remove: (id: string) =>
      request<{ message: string }>('DELETE', `/api/posts/${encodeURIComponent(id)}`),
    /** Publishes the draft now, or at `publishedAt` (an ISO instant; in the future: scheduled). */
    publish: (id: string, input: { publishedAt?: string } = {}) =>
      request<Post>('POST', `/api/posts/${encodeURIComponent(id)}/publish`, input),
    /** Back to a draft: gone from the live site. */
    unpublish: (id: string) =>
      request<Post>('POST', `/api/posts/${encodeURIComponent(id)}/unpublish`),
    revisions: (id: string) =>
      request<PostRevisionSummary[]>('GET', `/api/posts/${encodeURIComponent(id)}/revisions`),
    /** The draft takes the revision's fields. */
    restore: (id: string, revisionId: string) =>
      request<Post>(
        'POST',
        `/api/posts/${encodeURIComponent(id)}/revisions/${encodeURIComponent(revisionId)}/restore`,
      ),
  },
  blog: {
    /** A website's categories, tags or authors, by name, with how many posts each has. */
    terms: (websiteId: string, kind: BlogTermKind) =>
      request<BlogTerm[]>('GET', `${websitePath(websiteId)}/blog/${kind}`),
    createTerm: (websiteId: string, kind: BlogTermKind, input: BlogTermInput) =>
      request<BlogTerm>('POST', `${websitePath(websiteId)}/blog/${kind}`, input),
    updateTerm: (kind: BlogTermKind, id: string, input: BlogTermInput) =>
      request<BlogTerm>('PUT', `/api/blog/${kind}/${encodeURIComponent(id)}`, input),
    removeTerm: (kind: BlogTermKind, id: string) =>
      request<{ message: string }>('DELETE', `/api/blog/${kind}/${encodeURIComponent(id)}`),
    settings: (websiteId: string) =>
      request<BlogSettings>('GET', `${websitePath(websiteId)}/blog/settings`),
    saveSettings: (websiteId: string, input: Partial<BlogSettings>) =>
      request<BlogSettings>('PUT', `${websitePath(websiteId)}/blog/settings`, input),
  },
  services: {
    list: (websiteId: string, query: { search?: string; type?: string }) => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      if (query.type && query.type !== 'all') params.set('type', query.type);
      return request<Service[]>('GET', `${websitePath(websiteId)}/services?${params}`);
    },
    stats: (websiteId: string) =>
      request<ServiceStats>('GET', `${websitePath(websiteId)}/services/stats`),
    get: (id: string) => request<Service>('GET', `/api/services/${encodeURIComponent(id)}`),
    create: (websiteId: string, input: ServiceInput) =>
      request<Service>('POST', `${websitePath(websiteId)}/services`, input),
    update: (id: string, input: Partial<ServiceInput>) =>
      request<Service>('PUT', `/api/services/${encodeURIComponent(id)}`, input),
    /** Makes a template's sample service the owner's own, as it is. */
    keep: (id: string) => request<Service>('PUT', `/api/services/${encodeURIComponent(id)}`, {}),
    remove: (id: string) =>
      request<{ id: string }>('DELETE', `/api/services/${encodeURIComponent(id)}`),
  },
  discounts: {
    list: (websiteId: string, query: { search?: string }) => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      return request<Discount[]>('GET', `${websitePath(websiteId)}/discounts?${params}`);
    },
    create: (websiteId: string, input: DiscountInput) =>
      request<Discount>('POST', `${websitePath(websiteId)}/discounts`, input),
    update: (id: string, input: Partial<DiscountInput>) =>
      request<Discount>('PUT', `/api/discounts/${encodeURIComponent(id)}`, input),
    remove: (id: string) =>
      request<{ id: string }>('DELETE', `/api/discounts/${encodeURIComponent(id)}`),
  },
  staff: {
    list: (websiteId: string) => request<StaffMember[]>('GET', `${websitePath(websiteId)}/staff`),
    get: (id: string) => request<StaffMember>('GET', `/api/staff/${encodeURIComponent(id)}`),
    create: (websiteId: string, input: StaffInput) =>
      request<StaffMember>('POST', `${websitePath(websiteId)}/staff`, input),
    update: (id: string, input: Partial<StaffInput>) =>
      request<StaffMember>('PUT', `/api/staff/${encodeURIComponent(id)}`, input),
    /** Makes a template's sample staff member the owner's own, as they are. */
    keep: (id: string) => request<StaffMember>('PUT', `/api/staff/${encodeURIComponent(id)}`, {}),
    remove: (id: string) =>
      request<{ id: string }>('DELETE', `/api/staff/${encodeURIComponent(id)}`),
  },
  /** A website's sample content from its template, of the kinds given (all when none). */
  samples: {
    /** How many rows of each kind are still sample. */
    counts: (websiteId: string) =>
      request<SampleCounts>('GET', `${websitePath(websiteId)}/samples`),
    keep: (websiteId: string, kinds?: SampleKind[]) =>
      request<SampleCounts>('POST', `${websitePath(websiteId)}/samples/keep`, { kinds }),
    remove: (websiteId: string, kinds?: SampleKind[]) =>
      request<SampleRemoval>('POST', `${websitePath(websiteId)}/samples/remove`, { kinds }),
  },
  media: {
    list: (websiteId: string, query: { search?: string; type?: string }) => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      if (query.type && query.type !== 'all') params.set('type', query.type);
      return request<MediaItem[]>('GET', `${websitePath(websiteId)}/media?${params}`);
    },
    usage: () => request<MediaUsage>('GET', '/api/media/usage'),
    update: (id: string, input: { name?: string; alt?: string }) =>
      request<MediaItem>('PUT', `/api/media/${encodeURIComponent(id)}`, input),
    remove: (id: string) =>
      request<{ id: string }>('DELETE', `/api/media/${encodeURIComponent(id)}`),
    uploadPath: (websiteId: string) => `${websitePath(websiteId)}/media/upload`,
    places: (id: string) =>
      request<{ draft: string[]; live: string[] }>(
        'GET',
        `/api/media/${encodeURIComponent(id)}/usage`,
      ),
  },
  orders: {
    list: (websiteId: string, query: { search?: string; status?: string }) => {
      const params = new URLSearchParams();
      if (query.search) params.set('search', query.search);
      if (query.status && query.status !== 'all') params.set('status', query.status);
      return request<Order[]>('GET', `${websitePath(websiteId)}/orders?${params}`);
    },
    stats: (websiteId: string) =>
      request<OrderStats>('GET', `${websitePath(websiteId)}/orders/stats`),
    get: (id: string) => request<OrderDetail>('GET', `/api/orders/${encodeURIComponent(id)}`),
    /** Changes the status (cancelling restocks; leaving cancelled takes the stock again) or notes. */
    update: (id: string, input: { status?: OrderStatus; notes?: string | null }) =>
      request<OrderDetail>('PUT', `/api/orders/${encodeURIComponent(id)}`, input),
    /** Records a manual payment, or a refund of `amount` (a decimal; the rest when left out). */
    payment: (id: string, input: { action: 'mark-paid' } | { action: 'refund'; amount?: number }) =>
      request<OrderDetail>('POST', `/api/orders/${encodeURIComponent(id)}/payment`, input),
    exportPath: (websiteId: string) => `${websitePath(websiteId)}/orders/export`,
  },
  bookings: {
    /** Sorted by start; cancelled ones only under the CANCELLED status. Days in the site's zone. */
    list: (websiteId: string, query: BookingListQuery) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      return request<Booking[]>('GET', `${websitePath(websiteId)}/bookings?${params}`);
    },
    stats: (websiteId: string) =>
      request<BookingStats>('GET', `${websitePath(websiteId)}/bookings/stats`),
    get: (id: string) => request<BookingDetail>('GET', `/api/bookings/${encodeURIComponent(id)}`),
    /** A status, a move (checked like a new booking: 409 SLOT_TAKEN), notes or a deposit paid. */
    update: (id: string, input: BookingUpdateInput) =>
      request<BookingDetail>('PUT', `/api/bookings/${encodeURIComponent(id)}`, input),
    /** Cancels: the booking stays, as CANCELLED, and its time is free again. */
    cancel: (id: string) =>
      request<BookingDetail>('DELETE', `/api/bookings/${encodeURIComponent(id)}`),
    /** A booking the owner takes for a customer (on the phone), under the visitors' rules. */
    create: (websiteId: string, input: ManualBookingInput) =>
      request<Booking>('POST', `${websitePath(websiteId)}/bookings`, input),
    /** A service's free times between two days of the site's zone, as the owner sees them. */
    slots: (
      websiteId: string,
      serviceId: string,
      query: { from: string; to: string; staffId?: string | undefined },
    ) => {
      const params = new URLSearchParams({ from: query.from, to: query.to });
      if (query.staffId) params.set('staffId', query.staffId);
      return request<PublicSlot[]>(
        'GET',
        `${websitePath(websiteId)}/services/${encodeURIComponent(serviceId)}/slots?${params}`,
      );
    },
  },
  store: {
    /** The website's selling rules: currency, tax, delivery and payment (amounts as decimals). */
    settings: (websiteId: string) =>
      request<StoreSettingsView>('GET', `${websitePath(websiteId)}/store`),
    saveSettings: (websiteId: string, input: StoreSettingsInput) =>
      request<StoreSettingsView>('PUT', `${websitePath(websiteId)}/store`, input),
  },
  stripe: {
    get: (websiteId: string) =>
      request<StripeConnection>('GET', `${websitePath(websiteId)}/payments/stripe`),
    connect: (websiteId: string, keys: { secretKey: string; webhookSecret: string }) =>
      request<StripeConnection>('PUT', `${websitePath(websiteId)}/payments/stripe`, keys),
    test: (websiteId: string) =>
      request<StripeConnection>('POST', `${websitePath(websiteId)}/payments/stripe/test`),
    disconnect: (websiteId: string) =>
      request<StripeConnection>('DELETE', `${websitePath(websiteId)}/payments/stripe`),
  },
  notifications: {
    list: (limit = 20) => request<NotificationList>('GET', `/api/notifications?limit=${limit}`),
    markRead: (id: string) =>
      request<NotificationItem>('POST', `/api/notifications/${encodeURIComponent(id)}/read`),
    markAllRead: () => request<{ updated: number }>('POST', '/api/notifications/read-all'),
  },
  inbox: {
    list: (websiteId: string, query: Record<string, string | undefined>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      return request<SubmissionPage>('GET', `${websitePath(websiteId)}/submissions?${params}`);
    },
    forms: (websiteId: string) => request<FormSummary[]>('GET', `${websitePath(websiteId)}/forms`),
    get: (id: string) => request<Submission>('GET', `/api/submissions/${encodeURIComponent(id)}`),
    update: (id: string, input: { read?: boolean; spam?: boolean; archived?: boolean }) =>
      request<Submission>('PUT', `/api/submissions/${encodeURIComponent(id)}`, input),
    remove: (id: string) =>
      request<{ id: string }>('DELETE', `/api/submissions/${encodeURIComponent(id)}`),
    reply: (id: string, input: { subject: string; message: string }) =>
      request<MailDelivery>('POST', `/api/submissions/${encodeURIComponent(id)}/reply`, input),
    exportPath: (websiteId: string, query: Record<string, string | undefined>) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      return `${websitePath(websiteId)}/submissions/export?${params}`;
    },
  },
  analytics: {
    dashboard: (websiteId: string, timeRange: AnalyticsTimeRange) =>
      request<AnalyticsDashboard>(
        'GET',
        `/api/analytics/dashboard?${new URLSearchParams({ websiteId, timeRange })}`,
      ),
    realtime: (websiteId: string) =>
      request<AnalyticsRealtime>(
        'GET',
        `/api/analytics/realtime?${new URLSearchParams({ websiteId })}`,
      ),
    /** The CSV of one range, a line per hour or day (downloaded with `downloadFile`). */
    exportPath: (websiteId: string, timeRange: AnalyticsTimeRange) =>
      `/api/analytics/export?${new URLSearchParams({ websiteId, timeRange })}`,
    monthlyStats: () => request<MonthlyStats>('GET', '/api/analytics/monthly-stats'),
    recentActivity: (limit: number) =>
      request<ActivityItem[]>('GET', `/api/analytics/recent-activity?limit=${limit}`),
  },
};

/**
 * Uploads one file with progress (fetch cannot report upload progress, XMLHttpRequest can).
 * `signal` cancels it. Resolves with the server's items or rejects with an ApiError.
 */
export function uploadWithProgress<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = parseJson<{ data?: T; error?: { code: string; message: string } }>(
        xhr.responseText,
      );
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data !== undefined) {
        resolve(payload.data);
        return;
      }
      reject(
        new ApiError(
          xhr.status,
          payload?.error?.code ?? 'HTTP_ERROR',
          payload?.error?.message ?? `Upload failed (${xhr.status})`,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Cannot reach the server. Check your connection.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload cancelled'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
