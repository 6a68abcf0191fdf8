import { z } from 'zod';

/**
 * What a template copies into a website as sample rows: shown to the owner with a badge, never
 * to visitors, never sold or booked, until the owner edits or keeps them.
 */
export const SAMPLE_KINDS = ['products', 'services', 'staff', 'posts'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

/** How many rows of each kind an action on samples kept or removed, or a website holds. */
export type SampleCounts = Record<SampleKind, number>;

/** What Remove sample content deleted: the rows, and the library items only they used. */
export type SampleRemoval = SampleCounts & { media: number };

const kindsMessage = `Kinds must be some of ${SAMPLE_KINDS.join(', ')}`;

/** `POST /api/websites/{id}/samples/keep` and `/remove`: every kind when `kinds` is left out. */
export const samplesActionSchema = z.object({
  kinds: z
    .array(z.enum(SAMPLE_KINDS, { error: kindsMessage }), { error: kindsMessage })
    .min(1, { error: 'Choose at least one kind, or leave kinds out for all of them' })
    .optional(),
});
export type SamplesActionInput = z.infer<typeof samplesActionSchema>;

const NOUNS: Record<SampleKind, [one: string, many: string]> = {
  products: ['product', 'products'],
  services: ['service', 'services'],
  staff: ['staff member', 'staff members'],
  posts: ['post', 'posts'],
};

/** "6 sample products", one entry per kind the website holds any of, in the kinds' order. */
export function sampleCountPhrases(counts: SampleCounts): string[] {
  return SAMPLE_KINDS.filter((kind) => counts[kind] > 0).map((kind) => {
    const n = counts[kind];
    return `${n} sample ${NOUNS[kind][n === 1 ? 0 : 1]}`;
  });
}

/** The phrases in one run of words: "6 sample products, 1 sample service and 2 sample posts". */
export function sampleCountSentence(counts: SampleCounts): string {
  const phrases = sampleCountPhrases(counts);
  if (phrases.length <= 1) return phrases[0] ?? '';
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}

/** Whether the website holds any sample row at all. */
export const holdsSamples = (counts: SampleCounts): boolean =>
  SAMPLE_KINDS.some((kind) => counts[kind] > 0);
