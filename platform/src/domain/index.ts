export * from './entities';
export * from './stock-visibility';
