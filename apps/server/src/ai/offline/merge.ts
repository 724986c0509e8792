import { bowSimilarity, contentBow, splitSentences } from '../nlp';
import { Cues } from './cues';
import { asSentence } from './format';

/** An insight this close to a sentence already in the story adds nothing. */
const DUPLICATE_SIMILARITY = 0.8;

type Paragraph = string[];

/** The paragraph an insight belongs in: the one on the same topic, else the one sharing most content words. */
function targetParagraph(paragraphs: Paragraph[], insight: string): number {
  const topics = [Cues.audience, Cues.problem, Cues.differentiator, Cues.policy];
  const insightBow = contentBow(insight);
  let best = { index: Math.max(0, paragraphs.length - 2), score: -1 };
  paragraphs.forEach((paragraph, index) => {
    const text = paragraph.join(' ');
    const sharedTopic = topics.filter((cue) => cue.test(insight) && cue.test(text)).length;
    const score = bowSimilarity(insightBow, contentBow(text)) + sharedTopic * 0.3;
    if (score > best.score) best = { index, score };
  });
  return best.score > 0 ? best.index : Math.max(0, paragraphs.length - 2);
}

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
