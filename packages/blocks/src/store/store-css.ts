/** Prices and product tiles: grids, cards and product pages. */
export const PRODUCT_TILE_CSS = [
  '.t-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}',
  '.t-price{display:inline-flex;gap:8px;align-items:baseline;flex-wrap:wrap}.t-price-now{font-weight:700}.t-price-was{color:var(--t-muted,#475569);font-size:.9em}.t-price-from{color:var(--t-muted,#475569);font-weight:400}',
  '.t-badge{display:inline-block;padding:2px 10px;border-radius:var(--t-button-radius,999px);font-size:13px;font-weight:600;background:var(--t-primary,#4f46e5);color:var(--t-on-primary,#fff)}.t-badge-muted{background:var(--t-text,#1e293b);color:var(--t-background,#fff)}',
  '.t-product-grid{display:grid;gap:24px;grid-template-columns:repeat(var(--t-columns,3),minmax(0,1fr))}',
  '.t-product-tile{display:flex;flex-direction:column;gap:8px;min-width:0}',
  '.t-product-tile-link{display:flex;flex-direction:column;gap:10px;color:inherit;text-decoration:none}',
  '.t-product-tile-link:hover .t-product-tile-name{text-decoration:underline}',
  '.t-product-tile-media{position:relative;display:block;aspect-ratio:1;overflow:hidden;border-radius:min(var(--t-radius,8px),16px);background:var(--t-surface,#f1f5f9)}',
  '.t-product-tile-media img,.t-product-tile-media picture{width:100%;height:100%;object-fit:cover;display:block}',
  '.t-product-tile-media .t-badge{position:absolute;top:10px;left:10px}.t-product-tile-media .t-badge-sample{left:auto;right:10px}',
  '.t-product-tile-blank{display:block;width:100%;height:100%;min-height:80px;background:linear-gradient(135deg,var(--t-surface,#f1f5f9),color-mix(in srgb,var(--t-surface,#f1f5f9) 85%,var(--t-text,#0f172a)))}',
  '.t-product-tile-name{font-weight:600}',
  '.t-store-empty{color:var(--t-muted,#475569)}',
].join('');

/** The cart, the checkout and the buyer's confirmation. */
export const CART_CSS = [
  '.t-store-title{margin:0 0 16px;font-family:var(--t-font-heading,inherit);font-size:var(--t-h2,clamp(28px,4vw,40px));line-height:1.2}',
  '.t-notice{margin:0 0 16px;padding:12px 16px;border-radius:min(var(--t-radius,10px),12px);border-left:4px solid var(--t-primary,#4f46e5);background:color-mix(in srgb,var(--t-primary,#4f46e5) 10%,var(--t-background,#fff));color:var(--t-text,#3730a3)}.t-notice-error{border-left-color:#dc2626;background:color-mix(in srgb,#dc2626 12%,var(--t-background,#fff));color:var(--t-text,#991b1b)}',
  '.t-cart,.t-checkout,.t-order{max-width:1100px;margin:0 auto;padding:48px 24px;box-sizing:border-box}',
  '.t-cart-empty{display:flex;flex-direction:column;gap:16px;align-items:flex-start}',
  '.t-cart-lines{list-style:none;margin:0;padding:0;display:flex;flex-direction:column}',
  '.t-cart-line{display:grid;grid-template-columns:80px 1fr auto auto;grid-template-areas:"m i q t" "m i r r";gap:8px 16px;align-items:center;padding:16px 0;border-bottom:1px solid color-mix(in srgb,var(--t-text,#0f172a) 15%,transparent)}',
  '.t-cart-line-media{grid-area:m;display:block;width:80px;height:80px;border-radius:min(var(--t-radius,8px),12px);overflow:hidden;background:var(--t-surface,#f1f5f9)}.t-cart-line-media img{width:100%;height:100%;object-fit:cover}',
  '.t-cart-line-info{grid-area:i;display:flex;flex-direction:column;gap:2px;min-width:0}.t-cart-line-name{font-weight:600;color:inherit}.t-cart-line-variant,.t-cart-line-unit{color:var(--t-muted,#475569);font-size:14px}',
  '.t-cart-line-quantity{grid-area:q;display:flex;gap:8px;align-items:center}.t-cart-line-quantity .t-input{width:72px}',
  '.t-cart-line-total{grid-area:t;font-weight:700;min-width:80px;text-align:right}',
  '.t-cart-line-remove{grid-area:r;justify-self:end}',
  '.t-link-button{background:none;border:0;padding:4px 0;color:color-mix(in srgb,#dc2626 70%,var(--t-text,#0f172a));font:inherit;font-size:14px;text-decoration:underline;cursor:pointer}.t-link-button:focus-visible{outline:2px solid var(--t-primary,#4f46e5);outline-offset:2px}',
  '.t-button-small{padding:8px 14px;font-size:14px}',
  '.t-cart-summary{margin-left:auto;max-width:360px;display:flex;flex-direction:column;gap:8px;padding-top:24px}',
  '.t-cart-subtotal{display:flex;justify-content:space-between;margin:0;font-size:18px}.t-cart-hint,.t-checkout-hint{margin:0;color:var(--t-muted,#475569);font-size:14px}',
  '.t-checkout-form{display:grid;grid-template-columns:minmax(0,1.4fr) minmax(280px,1fr);gap:32px;align-items:start}',
  '.t-checkout-steps{display:flex;flex-direction:column;gap:24px}',
  '.t-checkout-group{border:1px solid color-mix(in srgb,var(--t-text,#0f172a) 15%,transparent);border-radius:var(--t-radius,12px);padding:16px 20px 20px;margin:0;display:flex;flex-direction:column;gap:12px;min-width:0}',
  '.t-checkout-legend{font-family:var(--t-font-heading,inherit);font-weight:700;font-size:18px;padding:0 6px}',
  '.t-checkout-choice{display:flex;gap:10px;align-items:center;padding:10px 12px;border:1px solid color-mix(in srgb,var(--t-text,#0f172a) 15%,transparent);border-radius:min(var(--t-radius,10px),12px);cursor:pointer}.t-checkout-choice .t-checkout-hint{margin-left:auto}',
  '.t-checkout-choice:has(input:checked){border-color:var(--t-primary,#4f46e5);box-shadow:0 0 0 1px var(--t-primary,#4f46e5)}.t-checkout-choice:has(input:focus-visible){outline:2px solid var(--t-primary,#4f46e5);outline-offset:2px}.t-checkout-choice input,.t-variant-choice input{accent-color:var(--t-primary,#4f46e5)}',
  '.t-checkout-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}',
  '.t-optional{font-weight:400;color:var(--t-muted,#475569)}',
  '.t-checkout-review{position:sticky;top:24px;display:flex;flex-direction:column;gap:12px;padding:20px;border-radius:var(--t-radius,12px);background:var(--t-surface,#f1f5f9);border:1px solid color-mix(in srgb,var(--t-text,#0f172a) 15%,transparent)}.t-checkout-review h2,.t-order h2{margin:0;font-family:var(--t-font-heading,inherit);font-size:20px}',
  '.t-checkout-review .t-button{align-self:stretch}',
  '.t-review-lines{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}.t-review-lines li{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}',
  '.t-review-totals{display:grid;grid-template-columns:1fr auto;gap:6px 12px;margin:0;padding-top:12px;border-top:1px solid color-mix(in srgb,var(--t-text,#0f172a) 15%,transparent)}.t-review-totals dd{margin:0;text-align:right}.t-review-total{font-weight:700;font-size:18px}',
  '.t-order-kicker{margin:0 0 4px;color:var(--t-primary,#4f46e5);font-weight:600}',
  '.t-order-grid{display:grid;grid-template-columns:1fr 1fr;gap:32px;margin-top:24px}.t-order-grid>div{display:flex;flex-direction:column;gap:12px}',
  '.t-order-grid p{margin:0}',
  '.t-order-instructions{white-space:pre-line;padding:12px 16px;border-radius:min(var(--t-radius,10px),12px);background:var(--t-surface,#f1f5f9);border:1px solid color-mix(in srgb,var(--t-text,#0f172a) 15%,transparent);margin:0}',
  '.t-order address{font-style:normal}',
  '@media (max-width:768px){.t-checkout-form,.t-order-grid{grid-template-columns:1fr}.t-checkout-review{position:static}.t-cart-line{grid-template-columns:64px 1fr auto;grid-template-areas:"m i i" "m q t" "m r r"}.t-cart-line-media{width:64px;height:64px}.t-checkout-row{grid-template-columns:1fr}}',
].join('');

/** A product's own page. */
export const PRODUCT_PAGE_CSS = [
  '.t-product{max-width:1100px;margin:0 auto;padding:48px 24px;box-sizing:border-box;display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:48px;align-items:start}',
  '.t-product-gallery{display:flex;flex-direction:column;gap:12px}.t-product-gallery img{width:100%;height:auto;display:block;border-radius:min(var(--t-radius,8px),16px)}',
  '.t-product-gallery>.t-product-tile-blank{aspect-ratio:1;border-radius:min(var(--t-radius,12px),16px)}',
  '.t-product-thumbs{display:grid;grid-template-columns:repeat(4,1fr);gap:8px}.t-product-thumbs img{aspect-ratio:1;object-fit:cover}',
  '.t-product-info{display:flex;flex-direction:column;gap:16px}.t-product-name{margin:0;font-family:var(--t-font-heading,inherit);font-size:var(--t-h2,clamp(28px,4vw,40px));line-height:1.2}.t-product-price{margin:0;font-size:22px}',
  '.t-product-form{display:flex;flex-direction:column;gap:16px}',
  '.t-product-variants{border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}',
  '.t-variant-choice{display:flex;gap:10px;align-items:center;padding:10px 12px;border:1px solid color-mix(in srgb,var(--t-text,#0f172a) 15%,transparent);border-radius:min(var(--t-radius,10px),12px);cursor:pointer}.t-variant-choice:has(input:checked){border-color:var(--t-primary,#4f46e5);box-shadow:0 0 0 1px var(--t-primary,#4f46e5)}.t-variant-choice:has(input:disabled){opacity:.55;cursor:not-allowed}.t-variant-choice:has(input:focus-visible){outline:2px solid var(--t-primary,#4f46e5);outline-offset:2px}',
  '.t-variant-price{margin-left:auto;color:var(--t-muted,#475569)}',
  '.t-product-quantity{max-width:140px}',
  '.t-product-description p{margin:0 0 12px;white-space:pre-line}',
  '@media (max-width:768px){.t-product{grid-template-columns:1fr;gap:24px;padding:24px 16px}}',
].join('');

/**
 * What the store's blocks and pages need, added only to pages that show products, a cart or
 * checkout (and to the builder and preview): other pages do not carry it.
 */
export const STORE_CSS = PRODUCT_TILE_CSS + CART_CSS;
