// Uploaded image rules (PNG or JPG under 1 MB, judged by the bytes) live in @golightly/account-rules, shared with the
// member app; re-exported here for the service's domain.
export * from '@golightly/account-rules/images';
