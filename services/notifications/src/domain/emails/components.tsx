// The building blocks e-mails share, so that every e-mail reads and looks the same.
import { Button, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { buttonStyle, colours } from './layout';

export function Greeting({ name }: { name?: string | null }) {
  return <Text>{name ? `Hi ${name},` : 'Hello,'}</Text>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text>{children}</Text>;
}

export function SmallPrint({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 13, color: colours.muted }}>{children}</Text>;
}

/** The e-mail's one call to action, with the bare link underneath for mail clients that hide buttons. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={href} style={buttonStyle}>
        {children}
      </Button>
      <Text style={{ fontSize: 13, color: colours.muted }}>
        If the button does not work, copy this link into your browser: <Link href={href}>{href}</Link>
      </Text>
    </Section>
  );
}

/** Label and value rows: dates, guests, amounts, names. Empty values are left out. */
export function Details({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Section style={{ backgroundColor: colours.paper, borderRadius: 8, padding: '8px 16px', margin: '16px 0' }}>
      {shown.map(([label, value]) => (
        <Text key={label} style={{ margin: '6px 0' }}>
          <span style={{ color: colours.muted }}>{label}: </span>
          <strong>{value}</strong>
        </Text>
      ))}
    </Section>
  );
}

/** Words a member wrote (a message, a reason, a personal note), set apart from the club's own words. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{ borderLeft: `3px solid ${colours.plum}`, paddingLeft: 12, fontStyle: 'italic', whiteSpace: 'pre-line' }}
    >
      {children}
    </Text>
  );
}

export function SignOff() {
  return (
    <Text>
      Warmly,
      <br />
      The Golightly team
    </Text>
  );
}
