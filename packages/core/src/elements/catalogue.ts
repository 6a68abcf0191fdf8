import type { StyleMap } from '../types.ts';
import type { ElementCategory, ElementType } from './element-types.ts';
import { categoryOf, ELEMENT_TYPES_BY_CATEGORY } from './element-types.ts';
import type { FieldMap } from './fields.ts';

export interface ElementMeta {
  type: ElementType;
  label: string;
  category: ElementCategory;
  /** A lucide icon name for the palette and the layers tree. */
  icon: string;
  fields: FieldMap;
  defaultProps: Record<string, unknown>;
  /** Styles a freshly dropped element starts with, so it looks right at once. */
  defaultStyles: StyleMap;
  /** Children a freshly dropped element comes with, so it is useful at once (a row's columns). */
  starterChildren?: readonly ElementType[];
  /** The types it may hold as children (none: it holds none; a navbar keeps links in props). */
  accepts?: readonly ElementType[];
  /** It may sit at the top level of a page. */
  topLevel?: boolean;
}

const size = (label = 'Height') =>
  ({ kind: 'number', label, min: 0, max: 2000, integer: true, unit: 'px' }) as const;
const columns = { kind: 'number', label: 'Columns', min: 1, max: 6, integer: true } as const;
const limit = { kind: 'number', label: 'Limit', min: 1, max: 48, integer: true } as const;
const text = (label = 'Text', maxLength = 500) => ({ kind: 'text', label, maxLength }) as const;
const fieldName = { kind: 'text', label: 'Name', maxLength: 60 } as const;
const fieldLabel = { kind: 'text', label: 'Label', maxLength: 200 } as const;
const required = { kind: 'boolean', label: 'Required' } as const;

type MetaInput = Omit<ElementMeta, 'type' | 'category'>;

const { content, form, ecommerce, booking, blog, portfolio } = ELEMENT_TYPES_BY_CATEGORY;
/** Spacers and dividers go wherever layout goes. */
const spacing = ['SPACER', 'DIVIDER'] as const;

const definitions: Record<ElementType, MetaInput> = {
  SECTION: {
    topLevel: true,
    accepts: ['CONTAINER', 'ROW', ...spacing],
    label: 'Section',
    icon: 'square-dashed',
    // Its id on the page, so a link can lead to it (`page:{pageId}#{anchor}`).
    fields: { anchor: { kind: 'anchor', label: 'Anchor' } },
    defaultProps: { anchor: '' },
    defaultStyles: {
      paddingTop: '64px',
      paddingBottom: '64px',
      paddingLeft: '24px',
      paddingRight: '24px',
    },
  },
  CONTAINER: {
    topLevel: true,
    accepts: ['ROW', 'COLUMN', ...spacing],
    label: 'Container',
    icon: 'box',
    fields: {},
    defaultProps: {},
    defaultStyles: {
      maxWidth: '1120px',
      marginLeft: 'auto',
      marginRight: 'auto',
      paddingLeft: '16px',
      paddingRight: '16px',
    },
  },
  ROW: {
    accepts: ['COLUMN'],
    label: 'Row',
    icon: 'columns-2',
    fields: {},
    defaultProps: {},
    // No flex-direction here: rows stack on phones unless the owner sets one.
    defaultStyles: { display: 'flex', flexWrap: 'wrap', gap: '24px' },
    starterChildren: ['COLUMN', 'COLUMN'],
  },
  COLUMN: {
    // Every content-like block: the cart, checkout, menu and breadcrumb too (else they could be
    // placed nowhere), and spacers and dividers.
    accepts: [
      ...content,
      ...form,
      ...ecommerce,
      ...booking,
      ...blog,
      ...portfolio,
      'MENU',
      'BREADCRUMB',
      'MAP',
      'EMBED',
      'CODE',
      ...spacing,
    ],
    label: 'Column',
    icon: 'rectangle-vertical',
    fields: {},
    defaultProps: {},
    defaultStyles: {
      flexGrow: '1',
      flexBasis: '0',
      minWidth: '240px',
      display: 'flex',
      flexDirection: 'column',
      gap: '16px',
    },
  },
  SPACER: {
    label: 'Spacer',
    icon: 'move-vertical',
    fields: { height: size() },
    defaultProps: { height: 20 },
    defaultStyles: {},
  },
  DIVIDER: {
    label: 'Divider',
    icon: 'minus',
    fields: {},
    defaultProps: {},
    defaultStyles: {
      borderTopWidth: '1px',
      borderTopStyle: 'solid',
      borderTopColor: '#e2e8f0',
      marginTop: '16px',
      marginBottom: '16px',
    },
  },
  HEADING: {
    label: 'Heading',
    icon: 'heading',
    fields: {
      text: text('Text', 300),
      level: {
        kind: 'select',
        label: 'Level',
        options: [
          { value: 1, label: 'H1' },
          { value: 2, label: 'H2' },
          { value: 3, label: 'H3' },
          { value: 4, label: 'H4' },
        ],
      },
    },
    defaultProps: { text: 'Your headline', level: 2 },
    // Size by level, font and colour come from the theme and the surroundings.
    defaultStyles: {},
  },
  TEXT: {
    label: 'Text',
    icon: 'type',
    fields: { text: { kind: 'textarea', label: 'Text', maxLength: 10000, rows: 5 } },
    defaultProps: { text: 'Tell your visitors what makes your business special.' },
    defaultStyles: {},
  },
  IMAGE: {
    label: 'Image',
    icon: 'image',
    fields: {
      src: { kind: 'media', label: 'Image URL', accept: 'image' },
      alt: text('Alt text', 300),
      href: { kind: 'url', label: 'Link' },
    },
    defaultProps: { src: '', alt: '', href: '' },
    defaultStyles: { width: '100%', borderRadius: '12px' },
  },
  VIDEO: {
    label: 'Video',
    icon: 'video',
    fields: {
      src: { kind: 'media', label: 'Video URL', accept: 'video' },
      controls: { kind: 'boolean', label: 'Controls' },
      autoplay: { kind: 'boolean', label: 'Autoplay (muted)' },
      loop: { kind: 'boolean', label: 'Loop' },
    },
    defaultProps: { src: '', controls: true, autoplay: false, loop: false },
    defaultStyles: { width: '100%', borderRadius: '12px' },
  },
  BUTTON: {
    label: 'Button',
    icon: 'mouse-pointer-click',
    fields: {
      text: text('Text', 100),
      variant: {
        kind: 'select',
        label: 'Variant',
        options: [
          { value: 'primary', label: 'Primary' },
          { value: 'secondary', label: 'Secondary' },
          { value: 'outline', label: 'Outline' },
        ],
      },
      href: { kind: 'url', label: 'Link' },
      openInNewTab: { kind: 'boolean', label: 'Open in new tab' },
    },
    defaultProps: { text: 'Get started', variant: 'primary', href: '', openInNewTab: false },
    defaultStyles: {},
  },
  ICON: {
    label: 'Icon',
    icon: 'star',
    fields: {
      name: { kind: 'icon', label: 'Icon' },
      size: { kind: 'number', label: 'Size', min: 8, max: 256, integer: true, unit: 'px' },
      color: { kind: 'color', label: 'Color' },
    },
    defaultProps: { name: 'star', size: 24, color: '#4f46e5' },
    defaultStyles: {},
  },
  FORM: {
    accepts: [
      'INPUT',
      'TEXTAREA',
      'SELECT',
      'CHECKBOX',
      'RADIO',
      'BUTTON',
      'HEADING',
      'TEXT',
      ...spacing,
    ],
    label: 'Form',
    icon: 'clipboard-list',
    fields: {
      formName: text('Form name', 100),
      submitLabel: text('Submit label', 60),
      successMessage: text('Success message', 300),
      // Empty: the account's e-mail.
      notifyEmail: { kind: 'email', label: 'Notification e-mail' },
      autoReply: { kind: 'boolean', label: 'Auto-reply' },
    },
    defaultProps: {
      formName: 'Contact form',
      submitLabel: 'Send',
      successMessage: 'Thanks! We will be in touch soon.',
      notifyEmail: '',
      autoReply: false,
    },
    defaultStyles: { display: 'flex', flexDirection: 'column', gap: '12px' },
  },
  INPUT: {
    label: 'Input',
    icon: 'text-cursor-input',
    fields: {
      label: fieldLabel,
      type: {
        kind: 'select',
        label: 'Type',
        options: ['text', 'email', 'tel', 'number', 'date', 'url'].map((v) => ({
          value: v,
          label: v,
        })),
      },
      placeholder: text('Placeholder', 200),
      name: fieldName,
      required,
    },
    defaultProps: {
      label: 'Your name',
      type: 'text',
      placeholder: '',
      name: 'name',
      required: false,
    },
    defaultStyles: {},
  },
  TEXTAREA: {
    label: 'Text area',
    icon: 'align-left',
    fields: {
      label: fieldLabel,
      placeholder: text('Placeholder', 200),
      rows: { kind: 'number', label: 'Rows', min: 1, max: 30, integer: true },
      name: fieldName,
      required,
    },
    defaultProps: { label: 'Message', placeholder: '', rows: 3, name: 'message', required: false },
    defaultStyles: {},
  },
  SELECT: {
    label: 'Select',
    icon: 'list',
    fields: {
      label: fieldLabel,
      options: { kind: 'options', label: 'Options', max: 100 },
      name: fieldName,
      required,
    },
    defaultProps: {
      label: 'Choose one',
      options: ['Option 1', 'Option 2'],
      name: 'choice',
      required: false,
    },
    defaultStyles: {},
  },
  CHECKBOX: {
    label: 'Checkbox',
    icon: 'square-check',
    fields: { label: fieldLabel, checked: { kind: 'boolean', label: 'Checked' }, name: fieldName },
    defaultProps: { label: 'I agree', checked: false, name: 'agree' },
    defaultStyles: {},
  },
  RADIO: {
    label: 'Radio',
    icon: 'circle-dot',
    fields: { label: fieldLabel, checked: { kind: 'boolean', label: 'Checked' }, name: fieldName },
    defaultProps: { label: 'Option', checked: false, name: 'option' },
    defaultStyles: {},
  },
  NAVBAR: {
    topLevel: true,
    label: 'Navbar',
    icon: 'panel-top',
    fields: {
      brand: text('Brand', 100),
      logoSrc: { kind: 'media', label: 'Logo URL', accept: 'image' },
      links: { kind: 'links', label: 'Links', max: 20 },
      sticky: { kind: 'boolean', label: 'Sticky' },
    },
    defaultProps: { brand: 'My Business', logoSrc: '', links: [], sticky: false },
    // Side padding lines the bar up with a default container (1120 px wide, 16 px inside).
    defaultStyles: {
      paddingTop: '16px',
      paddingBottom: '16px',
      paddingLeft: 'max(24px, calc((100% - 1088px) / 2))',
      paddingRight: 'max(24px, calc((100% - 1088px) / 2))',
    },
  },
  MENU: {
    label: 'Menu',
    icon: 'menu',
    fields: { links: { kind: 'links', label: 'Links', max: 30 } },
    defaultProps: { links: [{ label: 'Home', href: '/' }] },
    defaultStyles: {},
  },
  BREADCRUMB: {
    label: 'Breadcrumb',
    icon: 'chevrons-right',
    fields: {},
    defaultProps: {},
    defaultStyles: {},
  },
  PRODUCT_GRID: {
    label: 'Product grid',
    icon: 'layout-grid',
    fields: { columns, limit },
    defaultProps: { columns: 3, limit: 6 },
    defaultStyles: {},
  },
  PRODUCT_CARD: {
    label: 'Product card',
    icon: 'package',
    fields: { productId: { kind: 'reference', label: 'Product', to: 'product' } },
    defaultProps: { productId: null },
    defaultStyles: {},
  },
  CART: { label: 'Cart', icon: 'shopping-cart', fields: {}, defaultProps: {}, defaultStyles: {} },
  CHECKOUT: {
    label: 'Checkout',
    icon: 'credit-card',
    fields: {},
    defaultProps: {},
    defaultStyles: {},
  },
  CALENDAR: {
    label: 'Calendar',
    icon: 'calendar-days',
    fields: { serviceId: { kind: 'reference', label: 'Service', to: 'service' } },
    defaultProps: { serviceId: null },
    defaultStyles: {},
  },
  SERVICE_LIST: {
    label: 'Service list',
    icon: 'list-checks',
    fields: { serviceId: { kind: 'reference', label: 'Service', to: 'service' } },
    defaultProps: { serviceId: null },
    defaultStyles: {},
  },
  BOOKING_FORM: {
    label: 'Booking form',
    icon: 'calendar-check',
    fields: { serviceId: { kind: 'reference', label: 'Service', to: 'service' } },
    defaultProps: { serviceId: null },
    defaultStyles: {},
  },
  BLOG_GRID: {
    label: 'Blog grid',
    icon: 'newspaper',
    fields: { columns, limit },
    defaultProps: { columns: 3, limit: 6 },
    defaultStyles: {},
  },
  BLOG_POST: {
    label: 'Blog post',
    icon: 'file-text',
    fields: {},
    defaultProps: {},
    defaultStyles: {},
  },
  BLOG_CARD: {
    label: 'Blog card',
    icon: 'sticky-note',
    fields: { pageId: { kind: 'reference', label: 'Post', to: 'page' } },
    defaultProps: { pageId: null },
    defaultStyles: {},
  },
  PORTFOLIO_GRID: {
    label: 'Portfolio grid',
    icon: 'gallery-horizontal',
    fields: { columns, items: { kind: 'portfolio-items', label: 'Items', max: 60 } },
    defaultProps: { columns: 3, items: [] },
    defaultStyles: {},
  },
  PORTFOLIO_ITEM: {
    label: 'Portfolio item',
    icon: 'image-play',
    fields: {
      image: { kind: 'media', label: 'Image URL', accept: 'image' },
      title: text('Title', 200),
      description: { kind: 'textarea', label: 'Description', maxLength: 2000 },
      href: { kind: 'url', label: 'Link' },
    },
    defaultProps: { image: '', title: 'Project title', description: '', href: '' },
    defaultStyles: {},
  },
  MAP: {
    label: 'Map',
    icon: 'map-pin',
    fields: {
      address: text('Address', 300),
      zoom: { kind: 'number', label: 'Zoom', min: 1, max: 19, integer: true },
      height: size(),
    },
    defaultProps: { address: '', zoom: 14, height: 320 },
    defaultStyles: {},
  },
  EMBED: {
    label: 'Embed',
    icon: 'app-window',
    fields: { url: { kind: 'https-url', label: 'URL' }, height: size() },
    defaultProps: { url: '', height: 400 },
    defaultStyles: {},
  },
  CODE: {
    label: 'Code',
    icon: 'code',
    fields: { code: { kind: 'code', label: 'HTML', maxLength: 50000 }, height: size() },
    defaultProps: { code: '', height: 200 },
    defaultStyles: {},
  },
};

/** Every element type's metadata, separate from render code so the server needs no React. */
export const ELEMENT_CATALOGUE: Record<ElementType, ElementMeta> = Object.fromEntries(
  Object.entries(definitions).map(([type, meta]) => [
    type,
    { ...meta, type: type as ElementType, category: categoryOf(type as ElementType) },
  ]),
) as Record<ElementType, ElementMeta>;
