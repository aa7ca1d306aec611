export * from './enums';
export * from './errors';
export * from './messages';
export * from './rules';
export * from './validate';
export * from './operations';
export * from './kinds';
export * from './staff';
