import 'server-only';
export * from './valuation-service';
export * from './demo-valuations';
export * from './valuation-api';
export * from './service-from-env';
