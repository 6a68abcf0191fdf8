export * from './validation/fields.ts';
export * from './validation/timezones.ts';
export * from './validation/auth.ts';
export * from './plans/plans.ts';
export * from './websites/subdomain.ts';
export * from './websites/slug.ts';
export * from './websites/schemas.ts';
export * from './elements/urls.ts';
export type * from './types.ts';
