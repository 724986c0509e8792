import { describe, expect, it } from 'vitest';
import { isSellingText } from './site-text';

describe('isSellingText', () => {
  it('keeps what a business says about itself, in English, German, Russian and Polish', () => {
    for (const text of [
      "Stephen is one of the Isle of Wight's most experienced and successful driving instructors.",
      'Small batches, food-safe glazes, delivered across the UK.',
      'Außerdem sind diese Masken waschbar, und man kann einfach neue Filterpads in die Masken einsetzen.',
      'Работая напрямую с производителем вы избегаете переплат.',
      'Специализируюсь на наращивании ресниц.',
      'Specjalizuję się w przedłużaniu i zagęszczaniu rzęs.',
      'Free delivery on orders over £50.',
      // A guarantee the business gives is a reason to buy.
      '2 Jahre Garantie auf jede Reparatur.',
      'Every repair comes with a 12-month warranty.',
      'Срок отправки заказа после оплаты: 1-2 дня.',
    ]) {
      expect(isSellingText(text), text).toBe(true);
    }
  });

  it("drops the shop's machinery: payment, the basket, delivery terms and returns", () => {
    for (const text of [
      'Безопасность совершения платежа обеспечивается современными методами проверки, шифрования и передачи данных.',
      'Для оплаты необходимо ввести реквизиты карточки: номер, имя держателя, срок действия и трехзначный код безопасности.',
      'Оплату также можно совершить посредством сервисов Apple Pay, Samsung Pay, Yandex Pay.',
      'Доставка товара осуществляется на условиях и в соответствии с тарифами почтовых и курьерских компаний.',
      '6 cm, 0.08l (Copy) (Copy) has been removed from your basket because it can no longer be purchased.',
      'Wir nutzen die Zahlungsdienstleister Snipcart und Stripe um eine sichere Bezahlung mittels Kreditkarte sicherzustellen.',
      'Płatności obsługuje Przelewy24.',
      'Покупатель не вправе отказаться от товара надлежащего качества, имеющего индивидуально-определенные свойства.',
      'Сроки и стоимость доставки определяются службой осуществляющей доставку до населённого пункта заказчика.',
      'Unser Angebot enthält Links zu externen Webseiten Dritter, auf deren Inhalte wir keinen Einfluss haben.',
      // A legal notice's disclaimer, wherever the page sits.
      'Dessen ungeachtet kann keine Garantie für Richtigkeit, Vollständigkeit und Aktualität der Angaben übernommen werden.',
      'Für die Inhalte wird keine Gewähr übernommen.',
      'No guarantee is given as to the accuracy, completeness or timeliness of the information on this site.',
      'Nous ne pouvons offrir aucune garantie quant à l’exactitude des informations publiées.',
      'No se ofrece ninguna garantía sobre la exactitud de los contenidos.',
    ]) {
      expect(isSellingText(text), text).toBe(false);
    }
  });

  it("drops asides: regrets, warnings, the owner's other business, cross-sells, page headings and pointers", () => {
    for (const text of [
      'Leider gibt es keine offizielle Garantie vom Hersteller, deshalb die Einstufung “Keine Sicherheitsklasse”.',
      'ВАЖНО: В случае обнаружение брака, покупателю необходимо предоставить фото бракованной продукции.',
      'Unser Hauptgeschäft ist DataFortress.cloud e.U., mittels welchem wir dafür sorgen, dass Onlineshops schnell laden.',
      'Bestelle am Besten gleich die Filterpads dazu.',
      'About Stephen Brown, your driving instructor',
      'Schauen Sie für eine einfache Erklärung am Besten auf unserer Homepage nach.',
      'Бланковые деки для скейтборда база скейтшоп доступные доски для скейтборда',
      'Учитывая потребности быстрорастущих рынков, были запущены в производство: Термоформованные горшки (мягкие)…',
    ]) {
      expect(isSellingText(text), text).toBe(false);
    }
  });
});
