// Every sentence the listing rules say to a host or an admin, in one place (spec 001 §5's verbatim).
// The rules live in @golightly/listing-rules, which the member app imports too (DESIGN §1: a form is checked by the
// same function on both sides); re-exported here so the service's modules keep their imports.
export * from '@golightly/listing-rules/texts';
