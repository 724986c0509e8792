import { describe, expect, it } from 'vitest';
import { fragmentKind, withoutAnswerWord } from './fragments';

describe('site fragments', () => {
  it('finds the fragments the real sites gave as ad copy', () => {
    expect(fragmentKind('Yes, we provide a warranty on our MacBook repair services.')).toBe('faq_answer');
    expect(fragmentKind('Tak, oferujemy bezpłatną konsultację przed zabiegiem.')).toBe('faq_answer');
    expect(
      fragmentKind(
        'IPhone 14 Repair Services At MLG FIX, we offer comprehensive repair services for your iPhone 14.',
      ),
    ).toBe('glued_heading');
    expect(fragmentKind('База скейтшоп доступные скейтборды , подвески, комплектующие.')).toBe(
      'keyword_string',
    );
    expect(fragmentKind('Бланковые деки для скейтборда база скейтшоп доступные доски для скейтборда')).toBe(
      'keyword_string',
    );
    expect(fragmentKind('Schauen Sie für eine einfache Erklärung am Besten auf unserer Homepage nach.')).toBe(
      'navigation',
    );
    expect(
      fragmentKind(
        'Wir haben eine gute Übersicht auf unserer Homepage vorbereitet, schaue am Besten dort vorbei.',
      ),
    ).toBe('navigation');
  });

  it('leaves copy alone, headings of products included', () => {
    for (const text of [
      'Our certified technicians use high-quality parts and offer fast, reliable repairs at competitive prices.',
      'Работа с производителем – работа без посредников.',
      'Nintendo Switch Lite Console Hard Housing Shell With Buttons Kit 5 Colours',
      'The Fast Charger charges your board in 90 minutes. Rated 4.9 by 300 riders.',
      'No. 1 for learner drivers on the Isle of Wight.',
      'Learn to drive on the Isle of Wight with Stephen Brown ADI.',
      'Specjalizuję się w przedłużaniu i zagęszczaniu rzęs.',
    ]) {
      expect(fragmentKind(text), text).toBeNull();
    }
  });

  it('turns an FAQ answer into the statement it makes', () => {
    expect(withoutAnswerWord('Yes, all our iPad repair services in Dubai come with a warranty.')).toBe(
      'All our iPad repair services in Dubai come with a warranty.',
    );
    expect(withoutAnswerWord('Fast, reliable repairs.')).toBe('Fast, reliable repairs.');
  });
});
