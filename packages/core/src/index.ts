export * from './validation/fields.ts';
export * from './validation/timezones.ts';
export * from './validation/auth.ts';
export * from './plans/plans.ts';
export type * from './types.ts';
