import { bowSimilarity, contentBow, splitSentences } from '../nlp';
import { Cues } from './cues';
import { asSentence } from './format';
import { AUDIENCE_CUE, PROOF_CUE, statesNeed } from './story-words';

/** An insight this close to a sentence already in the story adds nothing. */
const DUPLICATE_SIMILARITY = 0.8;

type Paragraph = string[];

/** Headings-in-prose that mark a paragraph as the one about what sets the business apart. */
const APART_MARKER = /\b(?:sets us apart|what makes us|why choose|our difference|different)\b/i;

/** How strongly a paragraph is about a topic: the share of its sentences that carry the cue. */
const topicShare = (paragraph: Paragraph, cue: RegExp) =>
  paragraph.filter((sentence) => cue.test(sentence)).length / paragraph.length;

/** The paragraph an insight belongs in: the one most about the same topic, else the one sharing most content words. */
function targetParagraph(paragraphs: Paragraph[], insight: string): number {
  const topics = [Cues.differentiator, Cues.policy].filter((cue) => cue.test(insight));
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

/** The part of the story an insight belongs to: proof before audience (a count of families is proof), then the need. */
type Role = 'proof' | 'audience' | 'problem';
const roleOf = (text: string): Role | null =>
  PROOF_CUE.test(text) ? 'proof' : AUDIENCE_CUE.test(text) ? 'audience' : statesNeed(text) ? 'problem' : null;
const PLAYS: Record<Role, (sentence: string) => boolean> = {
  proof: (sentence) => PROOF_CUE.test(sentence),
  audience: (sentence) => AUDIENCE_CUE.test(sentence),
  problem: statesNeed,
};

/**
 * The paragraph of the story that plays the insight's role: proof goes to the paragraph giving proof (or a new one
 * before the promise), the audience to the paragraph that says whom the business serves (the opening one when none
 * does), the need to the paragraph stating the problem (else the one about the customers). Null when the insight
 * has no such role; it then goes where it shares most words.
 */
function roleParagraph(paragraphs: Paragraph[], role: Role): number | 'new' {
  const holding = paragraphs.findIndex((paragraph) => paragraph.some(PLAYS[role]));
  if (holding >= 0) return holding;
  if (role === 'proof') return 'new';
  if (role === 'problem') {
    const audience = paragraphs.findIndex((paragraph) =>
      paragraph.some((sentence) => AUDIENCE_CUE.test(sentence)),
    );
    if (audience >= 0) return audience;
  }
  return 0;
}

/**
 * Offline merge of the user's insights: each insight sentence goes into the paragraph that plays its part in the
 * story's shape — whom it serves, the need, the proof — right after the sentence it relates to most (or the one
 * carrying the same cue); other insights go to the paragraph on their topic. Insights the story already says are not
 * repeated.
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
    const role = roleOf(insight);
    const target = role ? roleParagraph(paragraphs, role) : targetParagraph(paragraphs, insight);
    if (target === 'new') {
      // Proof stands before the closing paragraph (the promise or how to buy).
      paragraphs.splice(Math.max(1, paragraphs.length - 1), 0, [insight]);
      continue;
    }
    const paragraph = paragraphs[target]!;
    // After the sentence carrying the same cue (the one naming the customers), else the one sharing most words.
    const cued = role ? paragraph.map(PLAYS[role]).lastIndexOf(true) : -1;
    let after = cued >= 0 ? cued : paragraph.length - 1;
    if (cued < 0) {
      let bestSimilarity = 0;
      paragraph.forEach((sentence, index) => {
        const similarity = bowSimilarity(insightBow, contentBow(sentence));
        if (similarity > bestSimilarity) {
          bestSimilarity = similarity;
          after = index;
        }
      });
    }
    paragraph.splice(after + 1, 0, insight);
  }
  return paragraphs.map((paragraph) => paragraph.join(' ')).join('\n\n');
}
