// What a member is told when her text was flagged (spec 001 §5 asks for a warning; its words are ours, decision 0054).
export const SCREENING_TEXTS = {
  warning:
    'Your message was sent, but it looks like it shares contact details, a website or another booking platform. For your safety, keep conversations and payments on Golightly: our team has been told and may review it.',
  kindLabels: {
    email: 'an e-mail address',
    phone: 'a phone number',
    website: 'a website address',
    platform: 'another booking platform',
    contactRequest: 'a request to talk or pay outside Golightly',
  },
} as const;
