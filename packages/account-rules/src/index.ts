// The account rules the accounts service enforces and the member app shows (DESIGN §1: a rule lives once, in a
// package both import). Each module is also importable on its own path, e.g. '@golightly/account-rules/phone'.
export * from './failures';
export * from './registration';
export * from './login-status';
export * from './profile';
export * from './images';
export * from './phone';
export * from './membership-application';
