export * from './seed.ts';
export * from './catalogue.ts';
export * from './context.ts';
