// Step 3's prices (spec 001 §3, §5): the currency, its amounts in minor units, tax rate and discounts.
// The rules live in @golightly/listing-rules, which the member app imports too (DESIGN §1: a form is checked by the
// same function on both sides); re-exported here so the service's modules keep their imports.
export * from '@golightly/listing-rules/listing-pricing';
