import { describe, expect, it } from 'vitest';
import { blockStateOf, shownVersion } from './content-publishing.ts';

const now = new Date('2026-12-01T03:00:00Z');
const past = new Date('2026-12-01T02:00:00Z');
const later = new Date('2026-12-01T04:00:00Z');

describe('a home block’s versions', () => {
  it('shows nothing of a draft never published, and a first publishing only once its time has come', () => {
    expect(shownVersion({ publishedAt: null, hasDraft: false, draftPublishAt: null }, now)).toBeNull();
    expect(shownVersion({ publishedAt: later, hasDraft: false, draftPublishAt: null }, now)).toBeNull();
    expect(shownVersion({ publishedAt: past, hasDraft: false, draftPublishAt: null }, now)).toBe('live');
  });

  it('keeps the live version while edits wait, and shows them from their scheduled time', () => {
    expect(shownVersion({ publishedAt: past, hasDraft: true, draftPublishAt: null }, now)).toBe('live');
    expect(shownVersion({ publishedAt: past, hasDraft: true, draftPublishAt: later }, now)).toBe('live');
    expect(shownVersion({ publishedAt: past, hasDraft: true, draftPublishAt: past }, now)).toBe('draft');
  });

  it('names the state the back office shows', () => {
    expect(blockStateOf({ publishedAt: null, hasDraft: false, draftPublishAt: null }, now)).toEqual({
      state: 'draft',
      hasChanges: false,
      publishAt: null,
    });
    expect(blockStateOf({ publishedAt: later, hasDraft: false, draftPublishAt: null }, now)).toEqual({
      state: 'scheduled',
      hasChanges: false,
      publishAt: later,
    });
    expect(blockStateOf({ publishedAt: past, hasDraft: true, draftPublishAt: null }, now)).toEqual({
      state: 'published',
      hasChanges: true,
      publishAt: null,
    });
    expect(blockStateOf({ publishedAt: past, hasDraft: true, draftPublishAt: later }, now)).toEqual({
      state: 'scheduled',
      hasChanges: false,
      publishAt: later,
    });
    expect(blockStateOf({ publishedAt: past, hasDraft: true, draftPublishAt: past }, now)).toEqual({
      state: 'published',
      hasChanges: false,
      publishAt: null,
    });
  });
});
