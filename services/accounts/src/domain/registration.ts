// Registration, sign-in form and password rules live in @golightly/account-rules, which the member app shows from the
// same module; re-exported here so the service's domain reads as one place.
export * from '@golightly/account-rules/registration';
export * from '@golightly/account-rules/login-status';
