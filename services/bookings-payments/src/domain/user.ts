// A member as bookings-payments knows her: the id accounts gave her, to which it adds what it owns (travel credit).
export interface UserReference {
  id: string;
}
