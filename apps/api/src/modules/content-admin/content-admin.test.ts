import type {
  AdminBlogPost,
  AdminBlogPostsPage,
  AdminFaqEntry,
  BlogPost,
  BlogPostCreateBody,
  ContentPreview,
  FaqGroup,
} from '@talad/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { bangkok, expectError } from '../../test-support/promotions.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let writer: { authorization: string };
beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  writer = await staffSession(shop.app, 'content');
}, 120_000);
afterAll(() => shop.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers = writer, language?: 'th' | 'en') =>
  adminCall(shop.app, method, url, { headers, ...(body === undefined ? {} : { body }), ...(language ? { language } : {}) });
async function adminData<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const answer = await admin(method, url, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as T;
}

let made = 0;
function postBody(overrides: Partial<BlogPostCreateBody> = {}): BlogPostCreateBody {
  made += 1;
  return {
    slug: `admin-written-${made}`,
    title: { th: `บทความทดสอบ ${made}`, en: `Test post ${made}` },
    excerpt: { th: 'สรุปสั้น ๆ', en: 'A short summary' },
    author: { th: 'ทีมงาน', en: 'The team' },
    body: {
      th: 'ย่อหน้าแรก\nบรรทัดเดียวกัน\n\n## หัวข้อ\n\nย่อหน้าที่สอง <script>alert(1)</script>',
      en: 'First paragraph\nsame line\n\n## A heading\n\nSecond paragraph <script>alert(1)</script>',
    },
    tags: ['ทดสอบ'],
    product_codes: [],
    ...overrides,
  };
}

const shopPost = (path: string, language: 'th' | 'en' = 'th') => call(shop.app, 'GET', `/blog/posts/${path}`, { language });

describe('blog posts written in the back office', () => {
  it('writes a draft the shop does not show, previews it by a signed link, publishes it and takes it back; each move audited', async () => {
    const draft = await adminData<AdminBlogPost>('POST', '/admin/blog-posts', postBody());
    expect(draft).toMatchObject({
      status: 'draft',
      published_at: null,
      path: `/blog/${draft.slug}`,
      cover: `/media/blog/${draft.slug}.webp`,
    });
    expect(draft.body.en).toBe('First paragraph same line\n\n## A heading\n\nSecond paragraph <script>alert(1)</script>');

    expectError(await shopPost(draft.slug), 'BLOG_POST_NOT_FOUND');
    const listed = async () =>
      (await call(shop.app, 'GET', '/blog/posts?size=50')).json().data.items.map((item: { slug: string }) => item.slug);
    expect(await listed()).not.toContain(draft.slug);

    const preview = await adminData<ContentPreview>('POST', `/admin/blog-posts/${draft.id}/preview`);
    expect(preview.path).toMatch(new RegExp(`^/blog/${draft.slug}\\?preview=\\d+\\.[\\w-]{43}$`));
    const token = preview.path.split('preview=')[1]!;
    const previewed = await shopPost(`${draft.slug}?preview=${token}`, 'en');
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    // Text only: what was typed comes back as words, for the shop to render as text.
    expect((previewed.json().data as BlogPost).sections).toEqual([
      { heading: null, paragraphs: ['First paragraph same line'] },
      { heading: 'A heading', paragraphs: ['Second paragraph <script>alert(1)</script>'] },
    ]);
    const other = await adminData<AdminBlogPost>('POST', '/admin/blog-posts', postBody());
    expectError(await shopPost(`${other.slug}?preview=${token}`), 'BLOG_PREVIEW_INVALID');
    expectError(await shopPost(`${draft.slug}?preview=1.${'a'.repeat(43)}`), 'BLOG_PREVIEW_INVALID');

    const published = await adminData<AdminBlogPost>('POST', `/admin/blog-posts/${draft.id}/publish`, {});
    expect(published.status).toBe('published');
    expect((await shopPost(draft.slug, 'th')).json().data).toMatchObject({
      title: draft.title.th,
      sections: [{ paragraphs: ['ย่อหน้าแรก บรรทัดเดียวกัน'] }, { heading: 'หัวข้อ' }],
    });
    expect(await listed()).toContain(draft.slug);
    // Publishing again changes nothing and writes nothing.
    expect(await adminData<AdminBlogPost>('POST', `/admin/blog-posts/${draft.id}/publish`, {})).toMatchObject({
      published_at: published.published_at,
    });

    expect(await adminData<AdminBlogPost>('POST', `/admin/blog-posts/${draft.id}/unpublish`)).toMatchObject({
      status: 'draft',
      published_at: null,
    });
    expectError(await shopPost(draft.slug), 'BLOG_POST_NOT_FOUND');
    await adminData('POST', `/admin/blog-posts/${draft.id}/unpublish`);

    const actor = await staffOf(shop.db, writer);
    const entries = await auditEntriesOf(shop.db, 'blog_post', draft.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['blog.create', actor.id],
      ['blog.publish', actor.id],
      ['blog.unpublish', actor.id],
    ]);
    expect(entries[0]!.after).toMatchObject({ slug: draft.slug, title: draft.title, body: draft.body });
    expect(entries[1]).toMatchObject({ before: { published_at: null }, after: { published_at: published.published_at } });
  });

  it('schedules in Bangkok time: the shop shows the post once its time has come; a time gone is refused in Thai and English', async () => {
    const post = await adminData<AdminBlogPost>('POST', '/admin/blog-posts', postBody());
    expectError(await admin('POST', `/admin/blog-posts/${post.id}/publish`, { at: bangkok(-1) }), 'CONTENT_SCHEDULE_PAST');
    expectError(
      await admin('POST', `/admin/blog-posts/${post.id}/publish`, { at: bangkok(-1) }, writer, 'en'),
      'CONTENT_SCHEDULE_PAST',
      'en',
    );
    const at = bangkok(2);
    const scheduled = await adminData<AdminBlogPost>('POST', `/admin/blog-posts/${post.id}/publish`, { at });
    expect(scheduled).toMatchObject({ status: 'scheduled', published_at: new Date(at).toISOString() });
    expectError(await shopPost(post.slug), 'BLOG_POST_NOT_FOUND');
    const page = await adminData<AdminBlogPostsPage>('GET', '/admin/blog-posts?status=scheduled');
    expect(page.items.map((item) => item.id)).toContain(post.id);
    // The hours pass (the shop reads the database's clock).
    await shop.db
      .update(blogPosts)
      .set({ publishedAt: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.id, post.id));
    expect((await shopPost(post.slug)).statusCode).toBe(200);
  });

  it('edits what changed, audited; a taken slug is 409, unknown ids 404, broken bodies and NUL bytes refused precisely', async () => {
    const post = await adminData<AdminBlogPost>('POST', '/admin/blog-posts', postBody());
    const taken = await admin('PATCH', `/admin/blog-posts/${post.id}`, { slug: 'admin-written-1' });
    expectError(taken, 'CONTENT_SLUG_TAKEN');
    expect(taken.json().errors).toEqual([{ field: 'slug', reason: 'admin-written-1' }]);
    expectError(await admin('POST', '/admin/blog-posts', postBody({ slug: post.slug }), writer, 'en'), 'CONTENT_SLUG_TAKEN', 'en');

    const edited = await adminData<AdminBlogPost>('PATCH', `/admin/blog-posts/${post.id}`, {
      title: { th: 'ชื่อใหม่', en: 'A new title' },
      tags: ['a', 'a', 'b'],
    });
    expect(edited).toMatchObject({ title: { th: 'ชื่อใหม่', en: 'A new title' }, tags: ['a', 'b'], body: post.body });
    await adminData('PATCH', `/admin/blog-posts/${post.id}`, { title: { th: 'ชื่อใหม่', en: 'A new title' } });
    const entries = await auditEntriesOf(shop.db, 'blog_post', post.id);
    expect(entries.map((entry) => entry.action)).toEqual(['blog.create', 'blog.edit']);
    expect(entries[1]).toMatchObject({ before: { title: post.title, tags: post.tags }, after: { title: edited.title, tags: ['a', 'b'] } });

    const differ = await admin('PATCH', `/admin/blog-posts/${post.id}`, {
      body: { th: '## หัวข้อ\n\nข้อความ', en: 'Text without a heading' },
    });
    expectError(differ, 'CONTENT_BODY_SECTIONS_DIFFER');
    expect(differ.json().errors).toEqual([{ field: 'body.en', reason: 'CONTENT_BODY_SECTIONS_DIFFER' }]);
    expectError(await admin('PATCH', `/admin/blog-posts/${post.id}`, { body: { th: '## หัวข้อ', en: '## Heading' } }), 'CONTENT_BODY_EMPTY');

    const nul = await admin('PATCH', `/admin/blog-posts/${post.id}`, { title: { th: 'ชื่อ\u0000', en: 'Title' } });
    expect(nul.statusCode).toBe(400);
    const badSlug = await admin('POST', '/admin/blog-posts', postBody({ slug: 'Not A Slug' }), writer, 'en');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().errors).toEqual([expect.objectContaining({ field: 'slug' })]);

    expectError(await admin('GET', '/admin/blog-posts/999999'), 'BLOG_POST_NOT_FOUND');
    expectError(await admin('PATCH', '/admin/blog-posts/999999', { tags: [] }), 'BLOG_POST_NOT_FOUND');
    expectError(await admin('POST', '/admin/blog-posts/999999/publish', {}), 'BLOG_POST_NOT_FOUND');
    expectError(await admin('POST', '/admin/blog-posts/999999/preview'), 'BLOG_POST_NOT_FOUND');
  });

  it('takes a cover through the shop’s photo re-encoding (no EXIF kept), served in the shop’s widths and formats; audited', async () => {
    const post = await adminData<AdminBlogPost>('POST', '/admin/blog-posts', postBody());
    const photo = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#cc3300' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .toBuffer();
    const sendCover = (file: Buffer, id = post.id) =>
      shop.app.inject({
        method: 'POST',
        url: `/admin/blog-posts/${id}/cover`,
        payload: file,
        headers: { ...writer, 'content-type': 'image/jpeg' },
      });
    const answer = await sendCover(photo);
    expect(answer.statusCode, answer.body).toBe(200);
    const { cover } = answer.json().data as AdminBlogPost;
    expect(cover).toMatch(new RegExp(`^/media/content/blog/${post.id}/[0-9a-f-]{36}\\.webp$`));
    const kept = await shop.app.media.get(cover.slice('/media/'.length));
    const meta = await sharp(kept!).metadata();
    expect({ format: meta.format, width: meta.width, exif: meta.exif }).toEqual({ format: 'webp', width: 1600, exif: undefined });
    const avif = await call(shop.app, 'GET', `${cover.replace(/\.webp$/, '.avif')}?w=640`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(640);

    expectError(await sendCover(Buffer.from('not a picture at all')), 'IMAGE_INVALID');
    expectError(await sendCover(photo, 999_999), 'BLOG_POST_NOT_FOUND');
    expectError(await sendCover(Buffer.alloc(5 * 1024 * 1024 + 1)), 'IMAGE_TOO_LARGE');
    expectError(await admin('POST', `/admin/blog-posts/${post.id}/cover`, {}), 'UNSUPPORTED_MEDIA_TYPE');
    const entries = await auditEntriesOf(shop.db, 'blog_post', post.id);
    expect(entries.map((entry) => entry.action)).toEqual(['blog.create', 'blog.cover']);
    expect(entries[1]).toMatchObject({ before: { cover: null }, after: { cover: cover.slice('/media/'.length) } });
  });

  it('lists newest first in keyset pages, by status', async () => {
    const first = await adminData<AdminBlogPostsPage>('GET', '/admin/blog-posts?size=2');
    expect(first.items).toHaveLength(2);
    expect(first.items[0]!.id).toBeGreaterThan(first.items[1]!.id);
    const second = await adminData<AdminBlogPostsPage>('GET', `/admin/blog-posts?size=2&cursor=${first.next_cursor}`);
    expect(second.items[0]!.id).toBeLessThan(first.items[1]!.id);
    const drafts = await adminData<AdminBlogPostsPage>('GET', '/admin/blog-posts?status=draft&size=100');
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    expect(drafts.items.length).toBeGreaterThan(0);
    const published = await adminData<AdminBlogPostsPage>('GET', '/admin/blog-posts?status=published&size=100');
    expect(published.items.every((item) => item.status === 'published' && item.published_at !== null)).toBe(true);
  });

  it('is content.write: a role without it is refused', async () => {
    expectError(await admin('GET', '/admin/blog-posts', undefined, await staffSession(shop.app, 'packer')), 'STAFF_FORBIDDEN');
    expectError(await admin('POST', '/admin/faq', {}, await staffSession(shop.app, 'support')), 'STAFF_FORBIDDEN');
  });
});

describe('the FAQ written in the back office', () => {
  const entry = {
    group: { th: 'การสั่งซื้อ', en: 'Ordering' },
    question: { th: 'สั่งซื้ออย่างไร', en: 'How do I order?' },
    answer: { th: 'กดปุ่มซื้อ', en: 'Press buy' },
  };
  const shopFaq = async (language: 'th' | 'en') => (await call(shop.app, 'GET', '/faq', { language })).json().data as FaqGroup[];

  it('adds, edits, moves and removes questions; the shop’s page follows at once; each change audited', async () => {
    const added = await adminData<AdminFaqEntry>('POST', '/admin/faq', entry);
    const all = await adminData<AdminFaqEntry[]>('GET', '/admin/faq');
    expect(all.at(-1)).toEqual(added);
    const questions = async (language: 'th' | 'en') => (await shopFaq(language)).flatMap((group) => group.questions);
    expect(await questions('en')).toContainEqual({ question: 'How do I order?', answer: 'Press buy' });

    const edited = await adminData<AdminFaqEntry>('PATCH', `/admin/faq/${added.id}`, { answer: { th: 'กดปุ่มซื้อเลย', en: 'Press buy now' } });
    expect(edited.answer).toEqual({ th: 'กดปุ่มซื้อเลย', en: 'Press buy now' });
    expect(await questions('th')).toContainEqual({ question: 'สั่งซื้ออย่างไร', answer: 'กดปุ่มซื้อเลย' });

    const moved = await adminData<AdminFaqEntry[]>('POST', `/admin/faq/${added.id}/move`, { direction: 'up' });
    expect(moved.at(-2)!.id).toBe(added.id);
    await adminData('POST', `/admin/faq/${moved[0]!.id}/move`, { direction: 'up' });

    await adminData('DELETE', `/admin/faq/${added.id}`);
    expect((await adminData<AdminFaqEntry[]>('GET', '/admin/faq')).map((row) => row.id)).not.toContain(added.id);
    expectError(await admin('DELETE', `/admin/faq/${added.id}`), 'FAQ_ENTRY_NOT_FOUND');
    expectError(await admin('PATCH', `/admin/faq/${added.id}`, { answer: entry.answer }, writer, 'en'), 'FAQ_ENTRY_NOT_FOUND', 'en');

    const entries = await auditEntriesOf(shop.db, 'faq_entry', added.id);
    expect(entries.map((row) => row.action)).toEqual(['faq.create', 'faq.edit', 'faq.move', 'faq.delete']);
    expect(entries[1]).toMatchObject({ before: { answer: entry.answer }, after: { answer: edited.answer } });
    // The first entry had nowhere to go: nothing written for it.
    expect((await auditEntriesOf(shop.db, 'faq_entry', moved[0]!.id)).map((row) => row.action)).not.toContain('faq.move');
  });

  it('refuses an empty question and a bad direction with the field named', async () => {
    const empty = await admin('POST', '/admin/faq', { ...entry, question: { th: ' ', en: 'Q' } }, writer, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([expect.objectContaining({ field: 'question.th' })]);
    const direction = await admin('POST', '/admin/faq/1/move', { direction: 'left' });
    expect(direction.statusCode).toBe(400);
  });
});
