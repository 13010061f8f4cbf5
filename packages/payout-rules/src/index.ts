export * from './payout-method';
