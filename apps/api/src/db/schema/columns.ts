import type { LocalizedText } from '@talad/domain';
import { jsonb, timestamp } from 'drizzle-orm/pg-core';

/** Bilingual content is one jsonb {th, en}; Thai is required, English falls back to Thai. */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();

/** A list per language, e.g. the benefits of a membership tier. */
export const localizedList = (name: string) => jsonb(name).$type<{ th: string[]; en?: string[] }>();

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
