// A member's search as its address keeps it, for the member app, the place picker and the server.
export * from './filters';
export * from './query';
export * from './variables';
