// A product page of a published shop (bench/shop-site.mjs), measured as site.bench.mjs measures
// the landing page: requests/s beside nginx serving the same bytes, bytes downloaded, and
// Lighthouse (whose total byte weight is what a phone downloads, image copies included).
process.env.SITE_PAGE = 'product';
await import('./site.bench.mjs');
