/**
 * "More in this topic": other articles ranked by how many topic words (from keywords and title)
 * they share with the current one. Pure, so the ranking is tested without the articles.
 */

export interface TopicCandidate {
  slug: string;
  title: string;
  date: string;
  keywords: readonly string[];
}

// Words every article shares say nothing about its topic.
const COMMON_WORDS = new Set(["with", "your", "that", "this", "what", "from", "guide", "tips", "ways", "how", "why", "the", "and", "for", "you"]);

export function topicWords(candidate: Pick<TopicCandidate, "title" | "keywords">): Set<string> {
  const text = [candidate.title, ...candidate.keywords].join(" ").toLowerCase();
  const words = text.split(/[^a-z0-9]+/).filter((word) => word.length > 3 && !COMMON_WORDS.has(word));
  return new Set(words);
}

/** Up to `limit` candidates sharing the most topic words with `current`, newest first on ties. */
export function rankByTopic<T extends TopicCandidate>(current: TopicCandidate, candidates: readonly T[], limit: number): T[] {
  const own = topicWords(current);
  return candidates
    .filter((candidate) => candidate.slug !== current.slug)
    .map((candidate) => ({ candidate, score: [...topicWords(candidate)].filter((word) => own.has(word)).length }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.candidate.date.localeCompare(a.candidate.date) || a.candidate.slug.localeCompare(b.candidate.slug))
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
