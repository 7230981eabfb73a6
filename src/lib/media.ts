import type { Media } from '@/payload-types';

/** An upload field read with depth ≥ 1 holds the media document; with depth 0, or when empty, only an id or nothing. */
export const populatedMedia = (value: number | Media | null | undefined): Media | null => (value && typeof value === 'object' ? value : null);

export const mediaUrl = (value: number | Media | null | undefined): string | null => populatedMedia(value)?.url ?? null;
