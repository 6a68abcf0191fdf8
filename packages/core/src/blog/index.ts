export * from './post-body.ts';
export * from './post-text.ts';
export * from './post-schemas.ts';
export * from './blog-settings.ts';
export * from './post-types.ts';
export * from './blog-page-seed.ts';
export * from './post-layout-seed.ts';
export * from './related-posts.ts';
