export * from './fonts.ts';
export * from './theme.ts';
