export * from './seed.ts';
export * from './catalogue.ts';
