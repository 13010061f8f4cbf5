// What a new member finds in her notifications after joining.
export function welcomeNotification(firstName: string): { kind: string; body: string } {
  return {
    kind: 'welcome',
    body: `Welcome to Golightly, ${firstName.trim() || 'traveller'}! Finish your profile to start booking stays and meeting members.`,
  };
}
