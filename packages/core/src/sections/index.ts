export * from './seed.ts';
export * from './catalogue.ts';
export * from './context.ts';
export * from './shared-insert.ts';
