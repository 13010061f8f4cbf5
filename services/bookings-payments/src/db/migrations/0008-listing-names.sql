-- What the booking e-mails and screens say about a listing (decision 0048's amendment): ListingTermsChanged carries
-- the listing's summary beside its terms (title, city, state, country; the host is already here), kept with the
-- terms under the same version rule. No listing event carries a cover photo yet, so none is kept.
alter table listing_terms
  add column title text not null default '',
  add column city text not null default '',
  add column state text not null default '',
  add column country text not null default '';

