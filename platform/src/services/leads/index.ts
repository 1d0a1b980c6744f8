import 'server-only';
export * from './adf';
export * from './errors';
export * from './lead-service';
export * from './rate-limit';
export * from './transports';
export * from './export';
export * from './delivery-scheduler';
