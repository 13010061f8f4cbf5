// The event contract in TypeScript: the generated messages of proto/ (run `npm run codegen -w @golightly/proto` first).
export * from '../gen/golightly/events/v1/envelope_pb';
export * from '../gen/golightly/events/v1/options_pb';
export * from '../gen/golightly/accounts/v1/user_events_pb';
export * from '../gen/golightly/accounts/v1/membership_events_pb';
export * from '../gen/golightly/accounts/v1/profile_events_pb';
export * from '../gen/golightly/accounts/v1/admin_events_pb';
export * from '../gen/golightly/bookings/v1/thread_events_pb';
export * from '../gen/golightly/bookings/v1/currency_events_pb';
export * from '../gen/golightly/bookings/v1/stay_events_pb';
export * from '../gen/golightly/bookings/v1/reservation_events_pb';
export * from '../gen/golightly/bookings/v1/payment_events_pb';
export * from '../gen/golightly/social/v1/private_message_events_pb';
export * from '../gen/golightly/social/v1/activity_events_pb';
export * from '../gen/golightly/listings/v1/listing_events_pb';
export * from '../gen/golightly/bookings/v1/review_events_pb';
export * from '../gen/golightly/bookings/v1/deposit_events_pb';
