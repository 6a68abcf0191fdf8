/** A page's address on its site as the owner reads it: the home page is `/`, never its slug. */
export const pageAddress = (page: { slug: string; isHome: boolean }): string =>
  page.isHome ? '/' : `/${page.slug}`;
