// Duplicating a listing (spec 001 §5, §9): 1 to 50 copies at a time, each a draft named after the original.
// The rules live in @golightly/listing-rules, which the member app imports too (DESIGN §1: a form is checked by the
// same function on both sides); re-exported here so the service's modules keep their imports.
export * from '@golightly/listing-rules/duplicate';
