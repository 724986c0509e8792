import type { CopyLanguage } from '../copy/languages';
import { OBJECTIVES, ObjectiveLabels, type Objective } from './constants';

/**
 * The objectives as a drafted campaign name says them, in each draft language ("Kiln & Kettle – Gifting (Sales)",
 * "Trattoria – Qualità (Vendite)"). The offline drafting writes names with these; the wizard and the server read
 * them back to keep a drafted name in step with the objective.
 */
export const OBJECTIVE_NAME_LABELS: Record<CopyLanguage, Record<Objective, string>> = {
  en: ObjectiveLabels,
  de: {
    AWARENESS: 'Bekanntheit',
    TRAFFIC: 'Website-Besuche',
    ENGAGEMENT: 'Interaktionen',
    LEAD_GENERATION: 'Anfragen',
    OUTCOME_SALES: 'Umsatz',
  },
  fr: {
    AWARENESS: 'Notoriété',
    TRAFFIC: 'Trafic',
    ENGAGEMENT: 'Interactions',
    LEAD_GENERATION: 'Prospects',
    OUTCOME_SALES: 'Ventes',
  },
  es: {
    AWARENESS: 'Reconocimiento',
    TRAFFIC: 'Tráfico',
    ENGAGEMENT: 'Interacción',
    LEAD_GENERATION: 'Clientes potenciales',
    OUTCOME_SALES: 'Ventas',
  },
  it: {
    AWARENESS: 'Notorietà',
    TRAFFIC: 'Traffico',
    ENGAGEMENT: 'Interazione',
    LEAD_GENERATION: 'Contatti',
    OUTCOME_SALES: 'Vendite',
  },
  nl: {
    AWARENESS: 'Naamsbekendheid',
    TRAFFIC: 'Websitebezoek',
    ENGAGEMENT: 'Interactie',
    LEAD_GENERATION: 'Aanvragen',
    OUTCOME_SALES: 'Verkoop',
  },
  pt: {
    AWARENESS: 'Reconhecimento',
    TRAFFIC: 'Tráfego',
    ENGAGEMENT: 'Interação',
    LEAD_GENERATION: 'Clientes potenciais',
    OUTCOME_SALES: 'Vendas',
  },
  pl: {
    AWARENESS: 'Rozpoznawalność',
    TRAFFIC: 'Ruch w witrynie',
    ENGAGEMENT: 'Aktywność',
    LEAD_GENERATION: 'Kontakty',
    OUTCOME_SALES: 'Sprzedaż',
  },
  ru: {
    AWARENESS: 'Узнаваемость',
    TRAFFIC: 'Трафик',
    ENGAGEMENT: 'Взаимодействие',
    LEAD_GENERATION: 'Заявки',
    OUTCOME_SALES: 'Продажи',
  },
};

/** Every bracketed objective label of every language, with the language it is in and the objective it names. */
const LABELS = Object.entries(OBJECTIVE_NAME_LABELS).flatMap(([language, labels]) =>
  OBJECTIVES.map((objective) => ({
    language: language as CopyLanguage,
    objective,
    written: `(${labels[objective]})`,
  })),
);

/**
 * A name for the objective: a bracketed objective label in it ("… (Sales)", "… (Umsatz)"), in any draft language,
 * becomes the label of `objective` in the same language (the last one, where a name has several); a name without
 * one is returned as it is. The caller decides whose name it is: a name the owner typed is never passed here.
 */
export function nameForObjective(name: string, objective: Objective): string {
  const found = LABELS.map((label) => ({
    label,
    at: name.toLowerCase().lastIndexOf(label.written.toLowerCase()),
  }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => b.at - a.at || b.label.written.length - a.label.written.length)[0];
  if (!found) return name;
  const { label, at } = found;
  return `${name.slice(0, at)}(${OBJECTIVE_NAME_LABELS[label.language][objective]})${name.slice(at + label.written.length)}`;
}
