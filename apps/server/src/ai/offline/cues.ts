/**
 * Cue patterns the offline engine uses to decide what a crawled sentence is about. They pick sentences; the
 * words a draft uses are the site's own.
 */
export const Cues = {
  about:
    /\b(?:we are|we're|was founded|founded|established|started in|family[- ](?:run|owned)|our (?:studio|shop|store|team|story|workshop|company|business|bakery|practice|firm|mission|kitchen|farm|clinic)|independent)\b/i,
  differentiator:
    /\b(?:hand[- ]?(?:made|thrown|crafted|built|poured|stitched)|crafted|artisan|small[- ]batch(?:es)?|made to order|bespoke|custom|certified|accredited|licensed|insured|registered|award|guarantee[ds]?|warranty|lifetime|organic|sustainabl[ey]|recycled|locally|family[- ](?:run|owned)|independent|unlike|every (?:piece|order|job|item|bag|batch|product)|in[- ]house|ourselves|no hidden|fixed[- ]price|transparent|same[- ]day|next[- ]day|24\/7|free (?:shipping|delivery|returns|quotes?|consultation)|years of experience|experienced|qualified|fair[- ]trade|lead[- ]free|natural|ethical(?:ly)?|only|chartered|never|always|same \w+ (?:every|from)|every (?:appointment|patient|treatment|session|customer|tin|blend|candle|mug)|capped at|a full \d+|specialis\w+)\b/i,
  /** Headings of sections that say why to choose the business. */
  differentiatorSection: /\b(?:why|promise|difference|different|approach|values|our standards|what makes)\b/i,
  audience:
    /\b(?:for (?:anyone|people|families|homeowners|businesses|busy|small|local|home|those|you|every)|whether you|our (?:customers|clients)|customers|clients|homeowners|families|parents|cooks|chefs|professionals|businesses|landlords|couples|beginners|collectors|gift|gifts|students|owners|people who|anyone who|patients|runners|climbers|footballers|cyclists|tea lovers|make up most of)\b/i,
  problem:
    /\b(?:tired of|struggl(?:e|es|ing)|hassle|problems?|worr(?:y|ied|ies)|stress(?:ed|ful)?|frustrat(?:ed|ing|ion)|broken|leak(?:s|ing|y)?|blocked|emergenc(?:y|ies)|hard to|difficult|no time|wasted?|without the|avoid|fix(?:es|ed|ing)?|repairs?|mess|chip(?:s|ped|ping)?|fad(?:e|es|ed|ing)|break(?:s|ing|age)?|downtime|unreliable|damp|pain(?:ful)?|injur(?:y|ies|ed)|miserable|rushed|stiff)\b/i,
  solution:
    /\b(?:we (?:offer|provide|make|build|design|fix|repair|install|deliver|ship|handle|help|create|sell|bake|roast|clean)|our (?:team|engineers|service|services|products|range|collection)|helps?|so (?:that )?you can|that's why|which means)\b/i,
  policy:
    /\b(?:ship(?:ping|s)?|deliver(?:y|ies)?|returns|return policy|book(?:ing)? (?:online|a|an|your)|order online|quote|call us|visit us|open (?:monday|daily|7 days))\b/i,
  /** Proof a reader can check: a count of customers, a year, a rating, a customer's words, a qualification. */
  proof:
    /(?:\d[\d,.\s]*\+?\s*(?:customers|clients|families|students|pupils|orders|reviews|jobs|years|kunden|familien|jahre|клиент\p{L}*|покупател\p{L}*|лет|klient\p{L}*|lat)|(?:since|seit|с|od)\s+(?:19|20)\d{2}|\d(?:[.,]\d)?\s?(?:\/\s?5|★|stars?|sterne)|“[^”\s]+(?:\s[^”\s]+){3,}”|qualified|certified|accredited|insured|zertifiziert|сертифиц|certyfikowan)/iu,
  /** Text that is navigation, legal boilerplate or a shop widget rather than a description. */
  boilerplate:
    /(?:©|cookie|all rights reserved|privacy policy|terms (?:and|&) conditions|terms of service|subscribe|newsletter|add to (?:cart|basket|bag)|sign in|log in|javascript|skip to|your cart|checkout|powered by|follow us)/i,
  /** Text addressed to a language model: never repeated, never obeyed. */
  injection:
    /(?:ignore (?:all |any |the )?(?:previous|prior|above|earlier) (?:instructions|prompts?)|disregard (?:all |the )?(?:previous|prior|above)|system prompt|you are (?:an? )?(?:ai|assistant|language model|chatbot)|as an ai\b|new instructions|jailbreak)/i,
} as const;

/** Why customers buy: the motives the offline engine can propose, each with the cues that evidence it. */
export type Motive = {
  id:
    | 'craft'
    | 'value'
    | 'convenience'
    | 'expertise'
    | 'local'
    | 'sustainability'
    | 'personal'
    | 'gifting'
    | 'range'
    | 'outcome'
    | 'social';
  cues: RegExp;
};

export const Motives: Motive[] = [
  {
    id: 'craft',
    cues: /\b(?:hand[- ]?(?:made|thrown|crafted|built|poured|stitched)|crafted|craftsmanship|artisan|small[- ]batch(?:es)?|quality|premium|durable|built to last|finest|finish|materials?|stoneware|solid)\b/i,
  },
  {
    id: 'value',
    cues: /\b(?:affordable|price[ds]?|pricing|value|save|saving|discount|sale|deal|free (?:shipping|delivery|returns|quotes?|parking|consultation)|no hidden|fixed[- ]price|transparent|from [$€£]|budget|cheap|insurers?|refill\w*|orders? over)\b/i,
  },
  {
    id: 'convenience',
    cues: /\b(?:fast|quick(?:ly)?|same[- ]day|next[- ]day|within (?:\d+|one|two|three|a few) (?:working )?(?:days?|hours?|minutes?)|24\/7|book(?:ing)? online|online booking|easy|convenient|deliver(?:y|ed|s)?|ships?|shipping|on time|responsive|call[- ]out|flexible|come to you|evenings?|weekends?|open late)\b/i,
  },
  {
    id: 'expertise',
    cues: /\b(?:years|experience[d]?|expert(?:ise|s)?|certified|accredited|licensed|insured|registered|qualified|chartered|award\w*|reviews?|rated|trusted|guarantee[ds]?|warranty|specialis(?:t|ts|es|ed)|professional|trained|degree|chemist|seasons with)\b/i,
  },
  {
    id: 'local',
    cues: /\b(?:[Ll]ocal(?:ly)?|[Nn]eighbou?rhood|[Cc]ommunity|[Nn]earby|[Bb]ased in|[Ss]erving|across [A-Z]\w+|in [A-Z]\w+|[Ff]amily[- ](?:run|owned)|[Ii]ndependent)\b/,
  },
  {
    id: 'sustainability',
    cues: /\b(?:sustainab\w+|eco\w*|organic|recycl\w+|natural|ethical(?:ly)?|fair[- ]trade|plastic[- ]free|lead[- ]free|carbon|renewable|responsibly)\b/i,
  },
  {
    id: 'personal',
    cues: /\b(?:custom(?:ised|ized)?|bespoke|personal(?:ised|ized)?|made to order|tailored|one[- ]of[- ]a[- ]kind|unique|individual|consultation|adapted to|built around your|one[- ]to[- ]one|same \w+ (?:every|from)|full \d+ minutes|never (?:a )?rushed|enough time|listened to|capped at)\b/i,
  },
  { id: 'gifting', cues: /\b(?:gifts?|gifting|present|wrapp(?:ed|ing)|occasion|wedding|birthday)\b/i },
  {
    id: 'outcome',
    cues: /\b(?:confiden(?:ce|t)|look(?:s|ing)? (?:great|good|better)|feel (?:great|good|better)|transform\w*|results?|before[- ]and[- ]after|pass(?:ed|es)? (?:first time|your test)|elegan(?:ce|t)|glow\w*|relax\w*|stress[- ]free|peace of mind|like new|back (?:on the road|to (?:normal|new)))\b/i,
  },
  {
    id: 'social',
    cues: /\b(?:reviews?|rated|stars?|testimonials?|recommend(?:ed|s)?|word of mouth|(?:happy|satisfied|loyal) (?:customers|clients)|\d[\d,.]*\+? (?:customers|clients|families|students|pupils|orders|reviews)|(?:customers|clients) love|favourite|bestsell\w*|popular)\b/i,
  },
];
