// Step 3's house rules, cancellation policy (spec 001 §9) and guest pledge.
// The rules live in @golightly/listing-rules, which the member app imports too (DESIGN §1: a form is checked by the
// same function on both sides); re-exported here so the service's modules keep their imports.
export * from '@golightly/listing-rules/listing-rules';
