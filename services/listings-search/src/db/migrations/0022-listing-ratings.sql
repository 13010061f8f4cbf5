-- Each listing's rating as bookings-payments last told it (ReviewPublished / ReviewChanged / ReviewRemoved, issue 17
-- item 4, decision 0057): how many visible reviews of the home count and the sum of their stars, with the version of
-- the event it came from, so a late or redelivered event changes nothing. A listing without a row has no reviews.
create table listing_ratings (
  list_id integer primary key,
  reviews_count integer not null check (reviews_count >= 0),
  reviews_sum integer not null check (reviews_sum >= 0),
  version bigint not null
);
