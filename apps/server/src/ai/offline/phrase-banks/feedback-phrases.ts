import type { CopyLanguage } from '@adsmith/domain/copy/languages';
import type { CopyVariant } from '@adsmith/domain/copy/variants';
import { regionalBank } from './regional';

/**
 * The feedback on a brand story, per language, as whole sentences. Every slot takes text that stays as the story
 * or the site has it, inside quotation marks or as a list of quoted names: "said" (a quoted excerpt or a list of
 * quoted audience words), "quote" (a quoted site sentence), "example" (a quoted offering name), "words" (a number).
 * Nothing in a slot is ever inflected, so a sentence reads whole around any name.
 */
export type FeedbackPhrases = {
  /** Opening and closing quotation marks. */
  quotes: [string, string];
  and: string;
  empty: string;
  customersDetail: (said: string, detail: string, example: string | null) => string;
  customersNamed: (said: string) => string;
  customersSiteWords: (words: string) => string;
  customersMissing: (example: string | null) => string;
  problemStated: (said: string) => string;
  problemMissingSite: (quote: string) => string;
  problemMissing: (example: string | null) => string;
  /** No need stated, though the story names its customers ("said", quoted): the need is asked of them. */
  problemMissingFor: (said: string) => string;
  proofTie: string;
  proofSite: (quote: string) => string;
  proofMissing: string;
  /** "At 80 words the story is short…", with or without the reason that the site says little. */
  short: (words: number, thinSite: boolean) => string;
  solutionNamed: (said: string) => string;
  solutionMissing: (examples: string | null) => string;
};

export const FEEDBACK_PHRASES: Record<CopyLanguage, FeedbackPhrases> = {
  en: {
    quotes: ['“', '”'],
    and: 'and',
    empty:
      'The story is empty. Generate one or write a few sentences about your business before asking for feedback.',
    customersDetail: (said, detail, example) =>
      `You name your customers (${said}) and who they are (${detail}). Add what they care about most when they choose${example ? ` ${example}` : ''} — ads can lead with it.`,
    customersNamed: (said) =>
      `You name your customers (${said}). Make them easier to target: add their age range or where they live in one sentence.`,
    customersSiteWords: (words) =>
      `The story never says who buys from you, though your site names ${words}. Add one sentence on who they are — their age range, where they live, what they need.`,
    customersMissing: (example) =>
      `The story never says who buys from you. Add one sentence such as “Most of our customers are …”, naming the people who buy${example ? ` ${example}` : ' from you'} most often.`,
    problemStated: (said) =>
      `You state the need (${said}). Say what it costs your customers — time, money or worry — so an ad can open with it.`,
    problemMissingSite: (quote) =>
      `Nothing in the story names a problem your customers have before they find you. Your site says ${quote} — a sentence like that gives ads an opening.`,
    problemMissing: (example) =>
      `Nothing in the story names a problem your customers have before they find you. Add one sentence on what goes wrong or what they are missing${example ? ` before they find ${example}` : ''}.`,
    problemMissingFor: (said) =>
      `You say who your customers are (${said}), but not what problem they have before they find you. Add one sentence on what goes wrong for them or what they are missing.`,
    proofTie: 'Tie each offer to the problem it solves, in one sentence each.',
    proofSite: (quote) => `Add proof the site backs up — it says ${quote}.`,
    proofMissing:
      'Add one proof point you can back up — years in business, how many customers, a qualification or a customer’s words.',
    short: (words, thin) =>
      `At ${words} words the story is short${thin ? ' because the site says little about the business' : ''}; add two or three sentences in your own words.`,
    solutionNamed: (said) => `You say what you offer (${said}).`,
    solutionMissing: (examples) =>
      `Say plainly what you sell and how it solves your customers' problem${examples ? `: name your main offerings, such as ${examples}` : ''}.`,
  },
  de: {
    quotes: ['„', '“'],
    and: 'und',
    empty:
      'Die Geschichte ist leer. Lassen Sie eine erstellen oder schreiben Sie ein paar Sätze über Ihr Unternehmen, bevor Sie um Feedback bitten.',
    customersDetail: (said, detail, example) =>
      `Sie nennen Ihre Kunden (${said}) und wer sie sind (${detail}). Ergänzen Sie, worauf es ihnen bei der Wahl${example ? ` von ${example}` : ''} am meisten ankommt – damit können Anzeigen beginnen.`,
    customersNamed: (said) =>
      `Sie nennen Ihre Kunden (${said}). Machen Sie sie leichter erreichbar: Ergänzen Sie in einem Satz ihr Alter oder ihren Wohnort.`,
    customersSiteWords: (words) =>
      `Die Geschichte sagt nicht, wer bei Ihnen kauft, obwohl Ihre Website ${words} nennt. Ergänzen Sie einen Satz dazu, wer sie sind – Alter, Wohnort, Bedarf.`,
    customersMissing: (example) =>
      `Die Geschichte sagt nicht, wer bei Ihnen kauft. Ergänzen Sie einen Satz wie „Die meisten unserer Kunden sind …“ über die Menschen, die${example ? ` ${example}` : ' bei Ihnen'} am häufigsten kaufen.`,
    problemStated: (said) =>
      `Sie nennen den Bedarf (${said}). Sagen Sie, was er Ihre Kunden kostet – Zeit, Geld oder Sorgen –, damit eine Anzeige damit beginnen kann.`,
    problemMissingSite: (quote) =>
      `Nichts in der Geschichte nennt ein Problem, das Ihre Kunden haben, bevor sie Sie finden. Ihre Website sagt ${quote} – ein solcher Satz gibt Anzeigen einen Einstieg.`,
    problemMissing: (example) =>
      `Nichts in der Geschichte nennt ein Problem, das Ihre Kunden haben, bevor sie Sie finden. Ergänzen Sie einen Satz dazu, was schiefgeht oder was ihnen fehlt${example ? ` – vor ${example}` : ''}.`,
    problemMissingFor: (said) =>
      `Sie sagen, wer Ihre Kunden sind (${said}), aber nicht, welches Problem sie haben, bevor sie Sie finden. Ergänzen Sie einen Satz dazu, was bei ihnen schiefgeht oder was ihnen fehlt.`,
    proofTie: 'Verbinden Sie jedes Angebot mit dem Problem, das es löst, in je einem Satz.',
    proofSite: (quote) => `Ergänzen Sie einen Beleg, den die Website stützt – dort steht ${quote}.`,
    proofMissing:
      'Ergänzen Sie einen Beleg, den Sie nachweisen können – Jahre im Geschäft, Zahl der Kunden, eine Qualifikation oder die Worte eines Kunden.',
    short: (words, thin) =>
      `Mit ${words} Wörtern ist die Geschichte kurz${thin ? ', weil die Website wenig über das Unternehmen sagt' : ''}; ergänzen Sie zwei oder drei Sätze in eigenen Worten.`,
    solutionNamed: (said) => `Sie sagen, was Sie anbieten (${said}).`,
    solutionMissing: (examples) =>
      `Sagen Sie klar, was Sie verkaufen und wie es das Problem Ihrer Kunden löst${examples ? `: Nennen Sie Ihre wichtigsten Angebote, etwa ${examples}` : ''}.`,
  },
  fr: {
    quotes: ['« ', ' »'],
    and: 'et',
    empty:
      "L'histoire est vide. Générez-en une ou écrivez quelques phrases sur votre entreprise avant de demander un avis.",
    customersDetail: (said, detail, example) =>
      `Vous nommez vos clients (${said}) et qui ils sont (${detail}). Ajoutez ce qui compte le plus pour eux quand ils choisissent${example ? ` ${example}` : ''} : vos annonces pourront commencer par là.`,
    customersNamed: (said) =>
      `Vous nommez vos clients (${said}). Rendez-les plus faciles à cibler : ajoutez en une phrase leur âge ou le lieu où ils vivent.`,
    customersSiteWords: (words) =>
      `L'histoire ne dit jamais qui achète chez vous, alors que votre site nomme ${words}. Ajoutez une phrase sur qui ils sont : leur âge, où ils vivent, ce dont ils ont besoin.`,
    customersMissing: (example) =>
      `L'histoire ne dit jamais qui achète chez vous. Ajoutez une phrase comme « La plupart de nos clients sont … » sur les personnes qui achètent le plus souvent${example ? ` ${example}` : ''}.`,
    problemStated: (said) =>
      `Vous nommez le besoin (${said}). Dites ce qu'il coûte à vos clients (du temps, de l'argent ou des soucis) pour qu'une annonce puisse commencer par là.`,
    problemMissingSite: (quote) =>
      `Rien dans l'histoire ne nomme un problème que vos clients ont avant de vous trouver. Votre site dit ${quote} : une phrase comme celle-ci donne une accroche aux annonces.`,
    problemMissing: (example) =>
      `Rien dans l'histoire ne nomme un problème que vos clients ont avant de vous trouver. Ajoutez une phrase sur ce qui ne va pas ou ce qui leur manque${example ? ` avant ${example}` : ''}.`,
    problemMissingFor: (said) =>
      `Vous dites qui sont vos clients (${said}), mais pas quel problème ils ont avant de vous trouver. Ajoutez une phrase sur ce qui ne va pas pour eux ou ce qui leur manque.`,
    proofTie: 'Reliez chaque offre au problème qu’elle résout, en une phrase chacune.',
    proofSite: (quote) => `Ajoutez une preuve que le site confirme ; il dit ${quote}.`,
    proofMissing:
      "Ajoutez une preuve vérifiable : années d'activité, nombre de clients, une qualification ou les mots d'un client.",
    short: (words, thin) =>
      `Avec ${words} mots, l'histoire est courte${thin ? ", car le site dit peu de choses sur l'entreprise" : ''} ; ajoutez deux ou trois phrases avec vos propres mots.`,
    solutionNamed: (said) => `Vous dites ce que vous proposez (${said}).`,
    solutionMissing: (examples) =>
      `Dites clairement ce que vous vendez et comment cela résout le problème de vos clients${examples ? ` : nommez vos offres principales, par exemple ${examples}` : ''}.`,
  },
  es: {
    quotes: ['“', '”'],
    and: 'y',
    empty:
      'La historia está vacía. Genere una o escriba unas frases sobre su negocio antes de pedir una valoración.',
    customersDetail: (said, detail, example) =>
      `Nombra a sus clientes (${said}) y quiénes son (${detail}). Añada lo que más les importa cuando eligen${example ? ` ${example}` : ''}: los anuncios pueden empezar por ahí.`,
    customersNamed: (said) =>
      `Nombra a sus clientes (${said}). Haga que sea más fácil llegar a ellos: añada en una frase su edad o dónde viven.`,
    customersSiteWords: (words) =>
      `La historia no dice quién le compra, aunque su web nombra ${words}. Añada una frase sobre quiénes son: su edad, dónde viven, qué necesitan.`,
    customersMissing: (example) =>
      `La historia no dice quién le compra. Añada una frase como “La mayoría de nuestros clientes son …” sobre las personas que compran${example ? ` ${example}` : ''} con más frecuencia.`,
    problemStated: (said) =>
      `Nombra la necesidad (${said}). Diga lo que les cuesta a sus clientes (tiempo, dinero o preocupaciones) para que un anuncio pueda empezar por ahí.`,
    problemMissingSite: (quote) =>
      `Nada en la historia nombra un problema que sus clientes tengan antes de encontrarle. Su web dice ${quote}: una frase así da a los anuncios un buen comienzo.`,
    problemMissing: (example) =>
      `Nada en la historia nombra un problema que sus clientes tengan antes de encontrarle. Añada una frase sobre lo que falla o lo que les falta${example ? ` antes de ${example}` : ''}.`,
    problemMissingFor: (said) =>
      `Dice quiénes son sus clientes (${said}), pero no qué problema tienen antes de encontrarle. Añada una frase sobre lo que les falla o lo que les falta.`,
    proofTie: 'Relacione cada oferta con el problema que resuelve, con una frase por oferta.',
    proofSite: (quote) => `Añada una prueba que la web respalde; dice ${quote}.`,
    proofMissing:
      'Añada una prueba que pueda demostrar: años de experiencia, número de clientes, una titulación o las palabras de un cliente.',
    short: (words, thin) =>
      `Con ${words} palabras la historia es corta${thin ? ', porque la web dice poco sobre el negocio' : ''}; añada dos o tres frases con sus propias palabras.`,
    solutionNamed: (said) => `Dice lo que ofrece (${said}).`,
    solutionMissing: (examples) =>
      `Diga claramente lo que vende y cómo resuelve el problema de sus clientes${examples ? `: nombre sus ofertas principales, como ${examples}` : ''}.`,
  },
  it: {
    quotes: ['“', '”'],
    and: 'e',
    empty:
      'La storia è vuota. Generane una o scrivi qualche frase sulla tua attività prima di chiedere un parere.',
    customersDetail: (said, detail, example) =>
      `Nomini i tuoi clienti (${said}) e chi sono (${detail}). Aggiungi ciò che conta di più per loro quando scelgono${example ? ` ${example}` : ''}: gli annunci possono partire da lì.`,
    customersNamed: (said) =>
      `Nomini i tuoi clienti (${said}). Rendili più facili da raggiungere: aggiungi in una frase la loro età o dove vivono.`,
    customersSiteWords: (words) =>
      `La storia non dice mai chi compra da te, anche se il tuo sito nomina ${words}. Aggiungi una frase su chi sono: età, dove vivono, di cosa hanno bisogno.`,
    customersMissing: (example) =>
      `La storia non dice mai chi compra da te. Aggiungi una frase come “La maggior parte dei nostri clienti sono …” sulle persone che comprano${example ? ` ${example}` : ''} più spesso.`,
    problemStated: (said) =>
      `Nomini il bisogno (${said}). Di' quanto costa ai tuoi clienti (tempo, denaro o preoccupazioni) perché un annuncio possa partire da lì.`,
    problemMissingSite: (quote) =>
      `Niente nella storia nomina un problema che i tuoi clienti hanno prima di trovarti. Il tuo sito dice ${quote}: una frase così dà agli annunci un buon inizio.`,
    problemMissing: (example) =>
      `Niente nella storia nomina un problema che i tuoi clienti hanno prima di trovarti. Aggiungi una frase su cosa non va o cosa manca loro${example ? ` prima di ${example}` : ''}.`,
    problemMissingFor: (said) =>
      `Dici chi sono i tuoi clienti (${said}), ma non quale problema hanno prima di trovarti. Aggiungi una frase su cosa non va per loro o cosa manca loro.`,
    proofTie: 'Collega ogni offerta al problema che risolve, con una frase per ciascuna.',
    proofSite: (quote) => `Aggiungi una prova che il sito conferma; dice ${quote}.`,
    proofMissing:
      'Aggiungi una prova che puoi dimostrare: anni di attività, numero di clienti, una qualifica o le parole di un cliente.',
    short: (words, thin) =>
      `Con ${words} parole la storia è breve${thin ? ", perché il sito dice poco sull'attività" : ''}; aggiungi due o tre frasi con parole tue.`,
    solutionNamed: (said) => `Dici cosa offri (${said}).`,
    solutionMissing: (examples) =>
      `Di' chiaramente cosa vendi e come risolve il problema dei tuoi clienti${examples ? `: nomina le tue offerte principali, come ${examples}` : ''}.`,
  },
  nl: {
    quotes: ['“', '”'],
    and: 'en',
    empty:
      'Het verhaal is leeg. Laat er een maken of schrijf een paar zinnen over uw bedrijf voordat u om feedback vraagt.',
    customersDetail: (said, detail, example) =>
      `U noemt uw klanten (${said}) en wie ze zijn (${detail}). Voeg toe wat voor hen het zwaarst weegt als ze kiezen${example ? ` voor ${example}` : ''}; advertenties kunnen daarmee openen.`,
    customersNamed: (said) =>
      `U noemt uw klanten (${said}). Maak ze makkelijker te bereiken: voeg in één zin hun leeftijd of woonplaats toe.`,
    customersSiteWords: (words) =>
      `Het verhaal zegt nergens wie bij u koopt, hoewel uw website ${words} noemt. Voeg één zin toe over wie ze zijn: hun leeftijd, waar ze wonen, wat ze nodig hebben.`,
    customersMissing: (example) =>
      `Het verhaal zegt nergens wie bij u koopt. Voeg een zin toe zoals “De meeste van onze klanten zijn …” over de mensen die het vaakst${example ? ` ${example}` : ' bij u'} kopen.`,
    problemStated: (said) =>
      `U noemt de behoefte (${said}). Zeg wat die uw klanten kost (tijd, geld of zorgen), zodat een advertentie daarmee kan openen.`,
    problemMissingSite: (quote) =>
      `Niets in het verhaal noemt een probleem dat uw klanten hebben voordat ze u vinden. Uw website zegt ${quote}: zo'n zin geeft advertenties een opening.`,
    problemMissing: (example) =>
      `Niets in het verhaal noemt een probleem dat uw klanten hebben voordat ze u vinden. Voeg een zin toe over wat er misgaat of wat ze missen${example ? ` voordat ze ${example} vinden` : ''}.`,
    problemMissingFor: (said) =>
      `U zegt wie uw klanten zijn (${said}), maar niet welk probleem ze hebben voordat ze u vinden. Voeg een zin toe over wat er voor hen misgaat of wat ze missen.`,
    proofTie: 'Koppel elk aanbod aan het probleem dat het oplost, in één zin per aanbod.',
    proofSite: (quote) => `Voeg een bewijs toe dat de website onderbouwt; daar staat ${quote}.`,
    proofMissing:
      'Voeg een bewijs toe dat u kunt staven: jaren ervaring, aantal klanten, een diploma of de woorden van een klant.',
    short: (words, thin) =>
      `Met ${words} woorden is het verhaal kort${thin ? ', omdat de website weinig over het bedrijf zegt' : ''}; voeg twee of drie zinnen in uw eigen woorden toe.`,
    solutionNamed: (said) => `U zegt wat u aanbiedt (${said}).`,
    solutionMissing: (examples) =>
      `Zeg duidelijk wat u verkoopt en hoe het het probleem van uw klanten oplost${examples ? `: noem uw belangrijkste aanbod, zoals ${examples}` : ''}.`,
  },
  pt: {
    quotes: ['“', '”'],
    and: 'e',
    empty:
      'A história está vazia. Gere uma ou escreva algumas frases sobre o seu negócio antes de pedir uma avaliação.',
    customersDetail: (said, detail, example) =>
      `Nomeia os seus clientes (${said}) e quem são (${detail}). Acrescente o que mais lhes importa quando escolhem${example ? ` ${example}` : ''}: os anúncios podem começar por aí.`,
    customersNamed: (said) =>
      `Nomeia os seus clientes (${said}). Torne-os mais fáceis de alcançar: acrescente numa frase a idade ou onde vivem.`,
    customersSiteWords: (words) =>
      `A história nunca diz quem compra consigo, embora o seu site nomeie ${words}. Acrescente uma frase sobre quem são: idade, onde vivem, do que precisam.`,
    customersMissing: (example) =>
      `A história nunca diz quem compra consigo. Acrescente uma frase como “A maioria dos nossos clientes são …” sobre as pessoas que compram${example ? ` ${example}` : ''} com mais frequência.`,
    problemStated: (said) =>
      `Nomeia a necessidade (${said}). Diga quanto ela custa aos seus clientes (tempo, dinheiro ou preocupação) para que um anúncio possa começar por aí.`,
    problemMissingSite: (quote) =>
      `Nada na história nomeia um problema que os seus clientes têm antes de o encontrarem. O seu site diz ${quote}: uma frase assim dá aos anúncios um bom começo.`,
    problemMissing: (example) =>
      `Nada na história nomeia um problema que os seus clientes têm antes de o encontrarem. Acrescente uma frase sobre o que corre mal ou o que lhes falta${example ? ` antes de ${example}` : ''}.`,
    problemMissingFor: (said) =>
      `Diz quem são os seus clientes (${said}), mas não que problema têm antes de o encontrarem. Acrescente uma frase sobre o que lhes corre mal ou o que lhes falta.`,
    proofTie: 'Ligue cada oferta ao problema que resolve, com uma frase por oferta.',
    proofSite: (quote) => `Acrescente uma prova que o site confirme; ele diz ${quote}.`,
    proofMissing:
      'Acrescente uma prova que possa demonstrar: anos de atividade, número de clientes, uma qualificação ou as palavras de um cliente.',
    short: (words, thin) =>
      `Com ${words} palavras a história é curta${thin ? ', porque o site diz pouco sobre o negócio' : ''}; acrescente duas ou três frases com as suas palavras.`,
    solutionNamed: (said) => `Diz o que oferece (${said}).`,
    solutionMissing: (examples) =>
      `Diga claramente o que vende e como isso resolve o problema dos seus clientes${examples ? `: nomeie as suas ofertas principais, como ${examples}` : ''}.`,
  },
  pl: {
    quotes: ['„', '”'],
    and: 'i',
    empty:
      'Historia jest pusta. Wygeneruj ją lub napisz kilka zdań o swojej firmie, zanim poprosisz o opinię.',
    customersDetail: (said, detail, example) =>
      `Wymieniasz swoich klientów (${said}) i mówisz, kim są (${detail}). Dodaj, na czym zależy im najbardziej przy wyborze${example ? ` (${example})` : ''}: od tego mogą zaczynać się reklamy.`,
    customersNamed: (said) =>
      `Wymieniasz swoich klientów (${said}). Ułatw dotarcie do nich: dodaj jedno zdanie o ich wieku lub miejscu zamieszkania.`,
    customersSiteWords: (words) =>
      `Historia nie mówi, kto u Ciebie kupuje, choć Twoja strona wymienia: ${words}. Dodaj jedno zdanie o tym, kim są: wiek, miejsce zamieszkania, potrzeby.`,
    customersMissing: (example) =>
      `Historia nie mówi, kto u Ciebie kupuje. Dodaj zdanie w rodzaju „Większość naszych klientów to …” o osobach, które kupują najczęściej${example ? ` (${example})` : ''}.`,
    problemStated: (said) =>
      `Nazywasz potrzebę (${said}). Powiedz, ile kosztuje ona Twoich klientów (czas, pieniądze lub nerwy), aby reklama mogła się od tego zaczynać.`,
    problemMissingSite: (quote) =>
      `Nic w historii nie nazywa problemu, który mają Twoi klienci, zanim Cię znajdą. Twoja strona mówi ${quote}: takie zdanie to dobry początek reklamy.`,
    problemMissing: (example) =>
      `Nic w historii nie nazywa problemu, który mają Twoi klienci, zanim Cię znajdą. Dodaj zdanie o tym, co im przeszkadza lub czego im brakuje${example ? ` (${example})` : ''}.`,
    problemMissingFor: (said) =>
      `Piszesz, kim są Twoi klienci (${said}), ale nie, jaki mają problem, zanim Cię znajdą. Dodaj zdanie o tym, co im przeszkadza lub czego im brakuje.`,
    proofTie: 'Połącz każdą ofertę z problemem, który rozwiązuje, po jednym zdaniu na każdą.',
    proofSite: (quote) => `Dodaj dowód, który potwierdza strona; mówi ona ${quote}.`,
    proofMissing:
      'Dodaj dowód, który możesz potwierdzić: lata działalności, liczbę klientów, kwalifikacje lub słowa klienta.',
    short: (words, thin) =>
      `Historia jest krótka (słowa: ${words})${thin ? ', bo strona mówi niewiele o firmie' : ''}; dodaj dwa lub trzy zdania własnymi słowami.`,
    solutionNamed: (said) => `Mówisz, co oferujesz (${said}).`,
    solutionMissing: (examples) =>
      `Powiedz jasno, co sprzedajesz i jak rozwiązuje to problem Twoich klientów${examples ? `; wymień główne oferty, na przykład: ${examples}` : ''}.`,
  },
  ru: {
    quotes: ['«', '»'],
    and: 'и',
    empty:
      'История пуста. Создайте её или напишите несколько предложений о своём бизнесе, прежде чем просить отзыв.',
    customersDetail: (said, detail, example) =>
      `Вы называете своих клиентов (${said}) и говорите, кто они (${detail}). Добавьте, что для них важнее всего при выборе${example ? ` (${example})` : ''}: с этого могут начинаться объявления.`,
    customersNamed: (said) =>
      `Вы называете своих клиентов (${said}). Чтобы рекламу было проще на них настроить, добавьте одно предложение об их возрасте или месте жительства.`,
    customersSiteWords: (words) =>
      `История не говорит, кто у вас покупает, хотя ваш сайт называет: ${words}. Добавьте одно предложение о том, кто они: возраст, где живут, что им нужно.`,
    customersMissing: (example) =>
      `История не говорит, кто у вас покупает. Добавьте предложение вроде «Большинство наших клиентов — …» о тех, кто покупает чаще всего${example ? ` (${example})` : ''}.`,
    problemStated: (said) =>
      `Вы называете потребность (${said}). Скажите, чего она стоит вашим клиентам (времени, денег или нервов), чтобы объявление могло начаться с этого.`,
    problemMissingSite: (quote) =>
      `В истории не названа проблема, которая есть у клиентов до того, как они вас находят. Ваш сайт говорит ${quote}: такое предложение даёт объявлениям хорошее начало.`,
    problemMissing: (example) =>
      `В истории не названа проблема, которая есть у клиентов до того, как они вас находят. Добавьте предложение о том, что у них не так или чего им не хватает${example ? ` (${example})` : ''}.`,
    problemMissingFor: (said) =>
      `Вы говорите, кто ваши клиенты (${said}), но не называете проблему, которая есть у них до того, как они вас находят. Добавьте предложение о том, что у них не так или чего им не хватает.`,
    proofTie: 'Свяжите каждое предложение с проблемой, которую оно решает, по одному предложению на каждое.',
    proofSite: (quote) => `Добавьте доказательство, которое подтверждает сайт; там сказано ${quote}.`,
    proofMissing:
      'Добавьте доказательство, которое можно подтвердить: годы работы, число клиентов, квалификацию или слова клиента.',
    short: (words, thin) =>
      `История короткая (слов: ${words})${thin ? ', потому что сайт мало говорит о бизнесе' : ''}; добавьте два-три предложения своими словами.`,
    solutionNamed: (said) => `Вы говорите, что предлагаете (${said}).`,
    solutionMissing: (examples) =>
      `Скажите прямо, что вы продаёте и как это решает проблему клиентов${examples ? `; назовите главные предложения, например: ${examples}` : ''}.`,
  },
};

/** A language's feedback phrases, in the regional variant the business's country reads. */
export const feedbackPhrasesFor = (
  language: CopyLanguage,
  variant: CopyVariant | null = null,
): FeedbackPhrases => regionalBank('feedback', language, FEEDBACK_PHRASES[language], variant);
