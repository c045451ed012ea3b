/**
 * The shop's processes tell each other about changes on one Redis channel (decision 0022): API processes empty their
 * catalogue caches, web servers drop their kept pages (decision 0026). A message is `{ from, topic }` as JSON: `from`
 * lets a process skip its own announcements.
 */
export const ANNOUNCEMENTS_CHANNEL = 'talad:announcements';

/** A product was withdrawn or restored: answers and pages that show the catalogue are out of date. */
export const CATALOGUE_CHANGED = 'catalogue-changed';

export interface Announcement {
  from: string;
  topic: string;
}

export function announcementText(announcement: Announcement): string {
  return JSON.stringify(announcement);
}

/** The announcement a message carries, or null for anything else on the channel (never a throw in a listener). */
export function announcementOf(message: string): Announcement | null {
  try {
    const parsed: unknown = JSON.parse(message);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { from, topic } = parsed as Record<string, unknown>;
    return typeof from === 'string' && typeof topic === 'string' ? { from, topic } : null;
  } catch {
    return null;
  }
}
