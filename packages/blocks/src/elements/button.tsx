import type { BlockDefinition, BlockProps } from '../types.ts';
import { bool, cx, str } from '../types.ts';
import { linkHref } from '../links.ts';

export function Button({ root, props, ctx }: BlockProps) {
  const variant = ['primary', 'secondary', 'outline'].includes(str(props.variant))
    ? str(props.variant)
    : 'primary';
  const className = cx('t-button', `t-button-${variant}`, root.className);
  const href = linkHref(props.href, ctx);
  const text = str(props.text, 'Button');
  // A live button that leads nowhere is left out: a visitor would press it and nothing happen
  // (publishing lists it for the owner first).
  if (!href && ctx.mode === 'live') return null;
  if (!href || ctx.mode === 'editor') {
    return (
      <span {...root} className={className} role={href ? 'link' : undefined}>
        {text}
      </span>
    );
  }
  const newTab = bool(props.openInNewTab);
  return (
    <a
      {...root}
      className={className}
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
    </a>
  );
}

/** The block and its own CSS, gathered into every page's base CSS by the registry. */
export const block: BlockDefinition = {
  component: Button,
  css: [
    '.t-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;padding:12px 22px;border-radius:var(--t-button-radius,10px);font-weight:600;font-size:16px;line-height:1.2;font-family:inherit;text-decoration:none;border:2px solid transparent;cursor:pointer;align-self:flex-start}',
    '.t-button:hover{filter:brightness(.92)}.t-button:focus-visible{outline:3px solid var(--t-primary,#4f46e5);outline-offset:2px}.t-button:disabled,.t-button[aria-disabled="true"]{opacity:.55;cursor:not-allowed;filter:none}',
    '.t-button-primary,.t-page a.t-button-primary{background:var(--t-primary,#4f46e5);color:var(--t-on-primary,#fff)}',
    '.t-button-secondary,.t-page a.t-button-secondary{background:var(--t-secondary,#0f766e);color:var(--t-on-secondary,#fff)}',
    '.t-button-outline,.t-page a.t-button-outline{background:transparent;color:var(--t-primary,#4f46e5);border-color:currentColor}',
  ],
  leftOutLive: (props, ctx) => !linkHref(props.href, ctx),
};
