import { bowSimilarity, contentBow, splitSentences } from '../nlp';
import { Cues } from './cues';
import { asSentence } from './format';

/** An insight this close to a sentence already in the story adds nothing. */
const DUPLICATE_SIMILARITY = 0.8;

type Paragraph = string[];

/** Headings-in-prose that mark a paragraph as the one about what sets the business apart. */
const APART_MARKER = /\b(?:sets us apart|what makes us|why choose|our difference|different)\b/i;

/** How strongly a paragraph is about a topic: the share of its sentences that carry the cue. */
const topicShare = (paragraph: Paragraph, cue: RegExp) => paragraph.filter((sentence) => cue.test(sentence)).length / paragraph.length;

/** The paragraph an insight belongs in: the one most about the same topic, else the one sharing most content words. */
function targetParagraph(paragraphs: Paragraph[], insight: string): number {
  const topics = [Cues.audience, Cues.problem, Cues.differentiator, Cues.policy].filter((cue) => cue.test(insight));
  const insightBow = contentBow(insight);
  let best = { index: Math.max(0, paragraphs.length - 2), score: 0 };
  paragraphs.forEach((paragraph, index) => {
    const text = paragraph.join(' ');
    const topical = topics.reduce((sum, cue) => sum + topicShare(paragraph, cue), 0);
    const marker = topics.includes(Cues.differentiator) && APART_MARKER.test(text) ? 1 : 0;
    const score = bowSimilarity(insightBow, contentBow(text)) + 0.3 * topical + marker;
    if (score > best.score) best = { index, score };
  });
  return best.index;
}

/** Who buys: when no paragraph talks about the customers yet, such an insight starts its own. */
const isAboutCustomers = (text: string) => Cues.audience.test(text);

/**
 * Offline merge of the user's insights: each insight sentence goes into the paragraph on its topic, right after
 * the sentence it relates to most; insights the story already says are not repeated.
 */
export function mergeInsights(story: string, insights: string): string {
  const paragraphs: Paragraph[] = story
    .split(/\n\s*\n/)
    .map((paragraph) => splitSentences(paragraph.replace(/\n/g, ' ')))
    .filter((paragraph) => paragraph.length > 0);
  const additions = splitSentences(insights).map(asSentence);
  if (paragraphs.length === 0) return additions.join(' ');
  for (const insight of additions) {
    const insightBow = contentBow(insight);
    const isKnown = paragraphs.some((paragraph) =>
      paragraph.some((sentence) => bowSimilarity(insightBow, contentBow(sentence)) >= DUPLICATE_SIMILARITY),
    );
    if (isKnown) continue;
    if (isAboutCustomers(insight) && !paragraphs.some((paragraph) => paragraph.some(isAboutCustomers))) {
      // Before the closing paragraph (how to buy), where a story tells whom it serves.
      paragraphs.splice(Math.max(1, paragraphs.length - 1), 0, [insight]);
      continue;
    }
    const paragraph = paragraphs[targetParagraph(paragraphs, insight)]!;
    let after = paragraph.length - 1;
    let bestSimilarity = 0;
    paragraph.forEach((sentence, index) => {
      const similarity = bowSimilarity(insightBow, contentBow(sentence));
      if (similarity > bestSimilarity) {
        bestSimilarity = similarity;
        after = index;
      }
    });
    paragraph.splice(after + 1, 0, insight);
  }
  return paragraphs.map((paragraph) => paragraph.join(' ')).join('\n\n');
}
