// The member's shareable referral link (spec 001 §2 "/c/{referralKey}/{email}/{dateOfBirth?}/{zipCode}/{accept}"):
// shared openly it carries only her code; an e-mailed invitation adds the invited address (the server builds those).

/** {origin}/c/{referralKey}, with an invited address when one is given. */
export function referralLink(origin: string, referralKey: string, email?: string): string {
  const base = `${origin.replace(/\/+$/, '')}/c/${encodeURIComponent(referralKey)}`;
  return email ? `${base}/${encodeURIComponent(email)}` : base;
}

/** Copies text to the clipboard: the async Clipboard API where allowed, else a selected field and execCommand. */
export async function copyText(text: string, field?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Not allowed (an insecure origin or a denied permission): fall back to selecting the field.
  }
  if (!field) return false;
  field.select();
  // The deprecated command is the only copy left where the Clipboard API is refused.
  return document.execCommand('copy');
}
