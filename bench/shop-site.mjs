// The landing site of landing-page.mjs with a shop: one product with a photo (a 2400 x 1800
// JPEG uploaded to the media library, so the page serves its resized AVIF and WebP copies) and
// three sizes. Its page, /products/{slug}, is what the product-page bench measures.
import sharp from 'sharp';
import { publishLandingSite } from './landing-page.mjs';

/** A photo-like JPEG: smooth noise, so it compresses as a photo does. */
async function photo() {
  const width = 2400;
  const height = 1800;
  const raw = Buffer.alloc(width * height * 3);
  let x = 4242;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = (i % 3 === 0 ? 190 : 120) + ((x >> 16) % 50);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.5)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Publishes the shop; answers the product page's path. `base` is the server's own address. */
export async function publishShopSite(call, token, subdomain, base) {
  const { site, elementCount } = await publishLandingSite(call, token, subdomain);
  const form = new FormData();
  form.append('files', new Blob([await photo()], { type: 'image/jpeg' }), 'sourdough.jpg');
  const res = await fetch(`${base}/api/websites/${site.id}/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const [image] = (await res.json()).data;
  const product = await call('POST', `/api/websites/${site.id}/products`, token, {
    name: 'Country sourdough',
    description:
      'Slow risen for 36 hours with our own starter, baked on stone every morning.\n\n' +
      'Crisp crust, open crumb; keeps three days in a paper bag.',
    sku: 'SOUR-1',
    price: '7.50',
    comparePrice: '9.00',
    isPublished: true,
    images: [image.url],
    options: [{ name: 'Size', values: ['Half', 'Whole', 'Family'] }],
    variants: [
      { options: { Size: 'Half' }, sku: 'SOUR-H', price: '4.50', quantity: 20 },
      {
        options: { Size: 'Whole' },
        sku: 'SOUR-W',
        price: '7.50',
        comparePrice: '9.00',
        quantity: 30,
      },
      { options: { Size: 'Family' }, sku: 'SOUR-F', price: '11.00', quantity: 10 },
    ],
  });
  return { site, elementCount, path: `/products/${product.slug}` };
}
