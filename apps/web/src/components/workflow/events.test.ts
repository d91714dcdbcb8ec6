import { describe, expect, it } from 'vitest';
import { sampleMachine } from '@formulab/shared/samples/samples.states';
import { quoteMachine } from '@formulab/shared/quotes/quotes.states';
import { orderMachine } from '@formulab/shared/orders/orders.states';
import { purchaseMachine } from '@formulab/shared/shop/purchases.states';
import { inquiryMachine, partnershipMachine } from '@formulab/shared/inquiries/inquiries.states';
import en from '../../i18n/en.json';
import ko from '../../i18n/ko.json';
import type { WorkflowSubject } from './subject.ts';

/**
 * Timelines name what happened in the past tense (`workflow.events`), never with the staff's button
 * words (`workflow.actions`, imperatives). Every step of every machine with a timeline is named, and so
 * are the events only timelines hold: 'created' (the record made), 'note' (staff's internal note,
 * workflow.ts), 'refund_part' (a partial refund, payments.service.ts), an order's tax invoice made out or
 * cancelled (tax-invoices.service.ts). The chat machine has no timeline.
 */
const MACHINES = {
  sample: sampleMachine,
  quote: quoteMachine,
  order: orderMachine,
  purchase: purchaseMachine,
  inquiry: inquiryMachine,
  partnership: partnershipMachine,
} as const satisfies Record<WorkflowSubject, unknown>;

const TIMELINE_ONLY: Record<WorkflowSubject, string[]> = {
  sample: ['created', 'note'],
  quote: ['created', 'note'],
  order: ['created', 'note', 'tax_invoice_issued', 'tax_invoice_cancelled'],
  purchase: ['created', 'note', 'refund_part'],
  inquiry: ['created'],
  partnership: ['created', 'note'],
};

type Group = Record<string, Record<string, string>>;
const events = { ko: ko.workflow.events as Group, en: en.workflow.events as Group };
const imperative = en.workflow.actions as Group;

const cases = Object.entries(MACHINES).flatMap(([subject, machine]) => {
  const steps = new Set(machine.transitions.map((tr) => tr.action));
  return [...steps, ...TIMELINE_ONLY[subject as WorkflowSubject]].map((action) => [subject, action] as const);
});

/** The final consonant of a Hangul syllable (0: none; 20: ㅆ, the past tense's 었/았/했/였/냈 …). */
const finalOf = (syllable: string) => (syllable.charCodeAt(0) - 0xac00) % 28;

describe('workflow.events', () => {
  it.each(cases)('%s.%s is named in both languages', (subject, action) => {
    expect(events.ko[subject]?.[action], 'ko').toBeTruthy();
    expect(events.en[subject]?.[action], 'en').toBeTruthy();
  });

  it.each(cases)('%s.%s reads as something done, not the button', (subject, action) => {
    // a machine step has a button (an imperative); the timeline-only events never had one
    const isStep = !TIMELINE_ONLY[subject as WorkflowSubject].includes(action);
    if (isStep) expect(events.en[subject]![action]).not.toBe(imperative[subject]?.[action]);
    // Korean past tense, polite: …었습니다 / 했습니다 / 보냈습니다
    const ko = events.ko[subject]![action]!;
    expect(ko).toMatch(/습니다$/);
    expect(finalOf(ko.at(-4)!), ko).toBe(20);
  });

  it('names nothing no timeline holds', () => {
    const known = new Set(cases.map(([s, a]) => `${s}.${a}`));
    for (const lang of ['ko', 'en'] as const) {
      const named = Object.entries(events[lang]).flatMap(([s, g]) => Object.keys(g).map((a) => `${s}.${a}`));
      expect(
        named.filter((k) => !known.has(k)),
        lang,
      ).toEqual([]);
    }
  });
});
