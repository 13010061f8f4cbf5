// The list settings catalogues (spec 000 §6 type ids 1 to 23) and which of them a listing picks from.
// The rules live in @golightly/listing-rules, which the member app imports too (DESIGN §1: a form is checked by the
// same function on both sides); re-exported here so the service's modules keep their imports.
export * from '@golightly/listing-rules/list-settings';
