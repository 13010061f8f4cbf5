// The frame every Golightly e-mail shares: logo line, content, footer.
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export const colours = { plum: '#5b2150', ink: '#29202f', muted: '#6b6275', paper: '#faf6f1' };

export function EmailLayout({ preview, children, siteUrl }: { preview: string; children: ReactNode; siteUrl: string }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.paper, fontFamily: 'Helvetica, Arial, sans-serif', color: colours.ink }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: '32px 24px', backgroundColor: '#ffffff' }}>
          <Text style={{ fontFamily: 'Georgia, serif', fontSize: 24, fontWeight: 700, color: colours.plum, margin: 0 }}>
            Golightly
          </Text>
          <Section style={{ marginTop: 24 }}>{children}</Section>
          <Hr style={{ borderColor: '#ece4dc', marginTop: 32 }} />
          <Text style={{ fontSize: 12, color: colours.muted }}>
            Golightly, a members-only travel club for women.{' '}
            <Link href={siteUrl}>{siteUrl.replace(/^https?:\/\//, '')}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const buttonStyle = {
  backgroundColor: colours.plum,
  color: '#ffffff',
  padding: '12px 20px',
  borderRadius: 999,
  fontWeight: 700,
  textDecoration: 'none',
};
