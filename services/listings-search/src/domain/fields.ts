// What every listing form check shares: a refusal per field, and the outcome of checking a whole section.
// The rules live in @golightly/listing-rules, which the member app imports too (DESIGN §1: a form is checked by the
// same function on both sides); re-exported here so the service's modules keep their imports.
export * from '@golightly/listing-rules/fields';
