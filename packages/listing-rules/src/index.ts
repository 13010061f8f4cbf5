// The host editor's rules, for listings-search (which enforces them) and the member app (which shows them first).
export * from './fields';
export * from './texts';
export * from './list-settings';
export * from './listing-basics';
export * from './listing-scene';
export * from './listing-pricing';
export * from './listing-booking';
export * from './listing-rules';
export * from './duplicate';
export * from './slug';
