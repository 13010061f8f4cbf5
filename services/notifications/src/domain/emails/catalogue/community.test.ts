// Community e-mails: links to the right post, profile and page, and members' HTML shown only as their words.
import { describe, expect, it } from 'vitest';
import { excerpt, memberHtmlToText } from '../member-text';
import { emailContext, renderEmail } from '../render';
import {
  avatarUrl,
  connectionRequest,
  memberReported,
  privateMessage,
  prohibitedContent,
  socialComment,
  socialMention,
  socialPostForReview,
} from './community';

const ctx = emailContext('https://club.example/', new Date('2026-11-23T10:00:00Z'));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('community e-mails', () => {
  it('sends the admin to the social post under review, and names its author with her profile', async () => {
    const email = await renderEmail(
      socialPostForReview,
      { ...socialPostForReview.sample, blogId: 4051, profileId: 77 },
      ctx,
    );
    expect(hrefs(email.html)).toContain('https://club.example/social/4051');
    expect(hrefs(email.html)).toContain('https://club.example/users/show/77');
    expect(email.subject).toBe('New social post to review from Priya Raman');
  });

  it('links a mention and a comment to the post they are on', async () => {
    const mention = await renderEmail(socialMention, { ...socialMention.sample, blogId: 12, action: 'post' }, ctx);
    expect(mention.subject).toBe('Sofia Alvarez mentioned you in a post');
    expect(hrefs(mention.html)).toContain('https://club.example/social/12');
    const comment = await renderEmail(socialComment, { ...socialComment.sample, blogId: 13 }, ctx);
    expect(hrefs(comment.html)).toContain('https://club.example/social/13');
  });

  it('links flagged posts and comments to the post, and flagged private messages to the admin message list', async () => {
    const comment = await renderEmail(
      prohibitedContent,
      { ...prohibitedContent.sample, place: 'comment', blogId: 318 },
      ctx,
    );
    expect(hrefs(comment.html)).toContain('https://club.example/social/318');
    const message = await renderEmail(
      prohibitedContent,
      { ...prohibitedContent.sample, place: 'message', blogId: null, receiverName: 'Maya Goldberg' },
      ctx,
    );
    expect(message.subject).toBe('Flagged content in a private message by Chloé Martin');
    expect(message.text).toContain('to Maya Goldberg');
    expect(hrefs(message.html)).toContain('https://club.example/siteadmin/privatemessages');
    expect(hrefs(message.html).some((href) => href.includes('/social/'))).toBe(false);
  });

  it('shows a connection request with her note, position, location and picture, and links her profile', async () => {
    const email = await renderEmail(connectionRequest, connectionRequest.sample, ctx);
    expect(email.text).toContain('Product Designer at Figma');
    expect(email.text).toContain('Milan, Italy');
    expect(email.text).toContain('I am moving there in March');
    expect(email.html).toContain('src="https://club.example/images/avatar/medium_e1f4c2-elena.jpg"');
    expect(hrefs(email.html)).toContain('https://club.example/users/show/2190');
  });

  it('uses a picture that is already a full URL as it is', () => {
    expect(avatarUrl('https://media.licdn.com/p/elena.jpg', ctx)).toBe('https://media.licdn.com/p/elena.jpg');
    expect(avatarUrl('abc.png', ctx)).toBe('https://club.example/images/avatar/medium_abc.png');
  });

  it('shows a private message as the member’s words: her markup, scripts and links never reach the e-mail', async () => {
    const message =
      '<p>Hi <b>Maya</b> &amp; friends,</p><script>alert("x")</script><img src=x onerror="steal()"><a href="https://evil.example">click</a><br>5 &lt; 6';
    const email = await renderEmail(privateMessage, { ...privateMessage.sample, message }, ctx);
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('onerror');
    expect(email.html).not.toContain('<b>Maya</b>');
    expect(hrefs(email.html)).not.toContain('https://evil.example');
    expect(email.html).toContain('5 &lt; 6');
    expect(email.text).toContain('Hi Maya & friends,');
    expect(email.text).not.toContain('alert');
    expect(hrefs(email.html)).toContain('https://club.example/inbox');
    expect(hrefs(email.html)).toContain('https://club.example/users/show/2190');
  });

  it('escapes a private message that spells out markup with entities, instead of decoding it into markup', async () => {
    const email = await renderEmail(
      privateMessage,
      { ...privateMessage.sample, message: '&lt;img src=x onerror=alert(1)&gt;' },
      ctx,
    );
    expect(email.html).not.toMatch(/<img src=x/i);
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps her paragraphs and line breaks as new lines', () => {
    expect(memberHtmlToText('<p>One</p><p>Two<br/>Three</p><ul><li>A</li><li>B</li></ul>')).toBe(
      'One\nTwo\nThree\n• A\n• B',
    );
    expect(memberHtmlToText('Caf&#233; &#x2764;&nbsp;&quot;ok&quot;')).toBe('Café ❤ "ok"');
  });

  it('cuts a long post at a word and marks the cut', () => {
    const long = 'word '.repeat(100).trim();
    const cut = excerpt(long, 50);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut).not.toMatch(/wor…$/);
    expect(excerpt('short', 50)).toBe('short');
  });

  it('names the reporter, the reported member and the reason, each profile linked', async () => {
    const email = await renderEmail(memberReported, memberReported.sample, ctx);
    expect(email.subject).toBe('Jordan Blake was reported by Hannah Okafor');
    expect(email.text).toContain('Reason: Spam or scam');
    expect(hrefs(email.html)).toEqual(
      expect.arrayContaining([
        'https://club.example/users/show/2402',
        'https://club.example/users/show/2031',
        'https://club.example/siteadmin/reportUser',
      ]),
    );
  });
});
