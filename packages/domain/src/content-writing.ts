import type { LocalizedText } from './locale.ts';
import type { Problem } from './promotions.ts';

/**
 * Written content in the back office (issue #27 item 6, decision 0055): blog posts and custom pages are drafts until
 * published; a publishing time in the future is a schedule, and the shop shows the post from that moment.
 */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export function contentStatus(publishedAt: Date | null, now: Date): ContentStatus {
  if (publishedAt === null) return 'draft';
  return publishedAt > now ? 'scheduled' : 'published';
}

/** One section of a post's body in one language: an optional heading and its paragraphs. */
export interface BodySection {
  heading: string | null;
  paragraphs: string[];
}

/** A section in both languages, as blog_posts.sections keeps it. */
export interface BilingualSection {
  heading: LocalizedText | null;
  paragraphs: { th: string[]; en?: string[] };
}

const HEADING = /^##[ \t]+(.+)$/;

/**
 * A body as staff type it: plain text, a blank line between paragraphs, a line `## heading` opening a section. No
 * markup is read: the shop renders every word as text, so nothing typed here can become a script or a link.
 */
export function sectionsOfBody(body: string): BodySection[] {
  const sections: BodySection[] = [];
  let current: BodySection | null = null;
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length === 0) return;
    current ??= { heading: null, paragraphs: [] };
    if (!sections.includes(current)) sections.push(current);
    current.paragraphs.push(paragraph.join(' '));
    paragraph = [];
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      current = { heading: heading[1]!.trim(), paragraphs: [] };
      sections.push(current);
    } else if (line === '') endParagraph();
    else paragraph.push(line);
  }
  endParagraph();
  return sections;
}

/** The text sectionsOfBody reads back into the same sections: what the edit form shows. */
export function bodyOfSections(sections: BodySection[]): string {
  return sections
    .map((section) => [...(section.heading === null ? [] : [`## ${section.heading}`]), ...section.paragraphs].join('\n\n'))
    .join('\n\n');
}

/**
 * The Thai and English bodies as one list of sections: both need text, and the same sections with headings in the same
 * places (the shop shows one language's paragraphs under the section's heading in that language).
 */
export function bilingualSections(body: { th: string; en: string }): { sections: BilingualSection[] } | { problem: Problem } {
  const th = sectionsOfBody(body.th);
  const en = sectionsOfBody(body.en);
  const wordless = (sections: BodySection[]) => sections.every((section) => section.paragraphs.length === 0);
  if (wordless(th)) return { problem: { error: 'CONTENT_BODY_EMPTY', field: 'body.th' } };
  if (wordless(en)) return { problem: { error: 'CONTENT_BODY_EMPTY', field: 'body.en' } };
  const same = th.length === en.length && th.every((section, index) => (section.heading === null) === (en[index]!.heading === null));
  if (!same) return { problem: { error: 'CONTENT_BODY_SECTIONS_DIFFER', field: 'body.en' } };
  return {
    sections: th.map((section, index) => {
      const other = en[index]!;
      return {
        heading: section.heading === null ? null : { th: section.heading, en: other.heading ?? section.heading },
        paragraphs: { th: section.paragraphs, en: other.paragraphs },
      };
    }),
  };
}

/**
 * A custom page's body (decision 0060): its sections become text blocks whose paragraphs each hold both languages,
 * so besides the blog's rules each section needs as many English paragraphs as Thai ones.
 */
export function pairedSections(body: { th: string; en: string }): { sections: BilingualSection[] } | { problem: Problem } {
  const cut = bilingualSections(body);
  if ('problem' in cut) return cut;
  const paired = cut.sections.every((section) => section.paragraphs.th.length === section.paragraphs.en?.length);
  return paired ? cut : { problem: { error: 'CONTENT_PARAGRAPHS_DIFFER', field: 'body.en' } };
}

/** The stored sections as the two bodies the edit form shows (English falls back to Thai where none was kept). */
export function bodiesOfSections(sections: BilingualSection[]): { th: string; en: string } {
  const of = (language: 'th' | 'en') =>
    bodyOfSections(
      sections.map((section) => ({
        heading: section.heading === null ? null : language === 'en' ? (section.heading.en ?? section.heading.th) : section.heading.th,
        paragraphs: language === 'en' ? (section.paragraphs.en ?? section.paragraphs.th) : section.paragraphs.th,
      })),
    );
  return { th: of('th'), en: of('en') };
}

/** A schedule must be ahead of now: a time already past is publishing now, which the caller asks for by giving none. */
export function scheduleProblem(at: Date | null, now: Date): Problem | null {
  return at !== null && at <= now ? { error: 'CONTENT_SCHEDULE_PAST', field: 'at' } : null;
}
