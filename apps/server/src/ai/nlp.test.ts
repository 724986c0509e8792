import { describe, expect, it } from 'vitest';
import { sentencesWithBow, splitSentences } from './nlp';

describe('sentences of a text', () => {
  it('keeps a number written with dots between its thousands in its sentence', () => {
    const text =
      'Presupuesto propuesto: 100.000 COP al día. Base: un tercio de 98.000 COP (precios: 2 COP–3.000.000 COP). Ajustado según el impacto.';
    const expected = [
      'Presupuesto propuesto: 100.000 COP al día.',
      'Base: un tercio de 98.000 COP (precios: 2 COP–3.000.000 COP).',
      'Ajustado según el impacto.',
    ];
    expect(splitSentences(text)).toEqual(expected);
    expect(sentencesWithBow(text).map((sentence) => sentence.text)).toEqual(expected);
  });

  it('still ends a sentence at a year followed by a figure', () => {
    expect(splitSentences('Founded in 1998. 250 customers came back last year.')).toEqual([
      'Founded in 1998.',
      '250 customers came back last year.',
    ]);
  });

  it('counts the words of a rejoined sentence once each', () => {
    const [sentence] = sentencesWithBow('Entradas desde 3.000.000 COP para grupos grandes.');
    expect(sentence?.text).toBe('Entradas desde 3.000.000 COP para grupos grandes.');
    expect(sentence?.bow.grupos ?? sentence?.bow.grupo).toBe(1);
  });
});
