import 'server-only';
export * from './payment-provider';
export * from './dealer-provider';
export * from './provider-from-env';
export * from './stripe-provider';
