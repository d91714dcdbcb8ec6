import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRulePageSchema, ruleDetailSchema } from '@formulab/shared/compliance/compliance.admin.schema';
import admin from '../../i18n/admin.en.json';
import en from '../../i18n/en.json';
import { RULE_ID, adminRule, bannedRule, ruleDetail, rulePage } from '../../test/fixtures/admin-content-compliance.ts';
import { adminMe, answer, hang, refuse, signedInAs } from '../../test/network.ts';
import { renderUi, urlOf } from '../../test/render.tsx';
import { Component } from './compliance-rules.tsx';

const r = admin.adminCompliance.rules;
const f = admin.adminCompliance.fields;
/** a required field's label: its text, then Mantine's star */
const starred = (label: string) => new RegExp(`^${label}`);
const open = (url: string) => renderUi(<Component />, { url, path: '/admin/compliance-rules' });

describe('/admin/compliance-rules — market rules', () => {
  it('lists the rules with their market, kind and limit, and flags those due for review', async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/compliance/rules', adminRulePageSchema, rulePage([adminRule(), bannedRule]));
    hang('get', '/api/admin/compliance/rules/:id');
    const { user, router } = open('/admin/compliance-rules');
    const name = await screen.findByRole('button', { name: 'Salicylic Acid' });
    const row = name.closest('tr')!;
    expect(row).toHaveTextContent('69-72-7');
    expect(row).toHaveTextContent(en.compliance.markets.KR);
    expect(row).toHaveTextContent(admin.adminCompliance.kinds.restricted);
    expect(row).toHaveTextContent('0.5 %');
    expect(within(row).queryByText(r.unverifiedBadge)).toBeNull();
    const banned = screen.getByRole('button', { name: 'Hydroquinone' }).closest('tr')!;
    expect(within(banned).getByText(r.unverifiedBadge)).toBeVisible();
    expect(banned).toHaveTextContent(admin.adminCompliance.kinds.prohibited);
    expect(screen.getByRole('checkbox', { name: r.unverified.replace('{{n}}', '7') })).not.toBeChecked();
    expect(calls.last?.query.get('state')).toBe('active');
    expect(calls.last?.query.get('sort')).toBe('substance');
    await user.click(name);
    expect(urlOf(router)).toBe(`/admin/compliance-rules?id=${RULE_ID}`);
  });

  it('asks the server for the rules due for review when that filter is on', async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/compliance/rules', adminRulePageSchema, ({ query }) =>
      rulePage(query.get('unverified') === 'true' ? [bannedRule] : [adminRule(), bannedRule]),
    );
    const { user, router } = open('/admin/compliance-rules');
    await screen.findByText('Salicylic Acid');
    await user.click(screen.getByRole('checkbox', { name: r.unverified.replace('{{n}}', '7') }));
    await waitFor(() => expect(screen.queryByText('Salicylic Acid')).toBeNull());
    expect(screen.getByText('Hydroquinone')).toBeVisible();
    expect(calls.last?.query.get('unverified')).toBe('true');
    expect(urlOf(router)).toBe('/admin/compliance-rules?unverified=true');
  });

  // The rule drawer is a large form, and every change renders all of it again. Its tests find things by
  // label and text, not by role (a role query walks the whole accessibility tree on each try), and type
  // into a focused field (a click makes user-event read the computed style of each ancestor first).
  it('sends an edit with the version it started from, and says so when someone changed the rule meanwhile', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/compliance/rules', adminRulePageSchema, rulePage([adminRule()]));
    answer.get('/api/admin/compliance/rules/:id', ruleDetailSchema, ruleDetail());
    const saves = refuse('put', '/api/admin/compliance/rules/:id', 409, 'CHANGED_MEANWHILE', {}, { record: 'rule' });
    const { user } = open(`/admin/compliance-rules?id=${RULE_ID}`);
    const history = await screen.findByTestId('rule-history');
    const drawer = history.closest<HTMLElement>('[role=dialog]')!;
    expect(history).toHaveTextContent(
      admin.adminCompliance.history.recheckDone.replace('{{checked}}', '38').replace('{{changed}}', '3'),
    );
    expect(history).toHaveTextContent('Cap lowered by the 2026 amendment.');
    expect(within(drawer).getByLabelText(f.maxPercent)).toHaveValue('0.5');
    within(drawer).getByLabelText(f.note).focus();
    await user.paste('MFDS notice 2026-41');
    await user.click(within(drawer).getByText(en.common.save).closest('button')!);
    expect(await within(drawer).findByText(en.changedMeanwhile.rule)).toBeVisible();
    expect(saves.last?.params.id).toBe(RULE_ID);
    expect(saves.last?.body).toMatchObject({
      market: 'KR',
      inciName: 'Salicylic Acid',
      casNumbers: ['69-72-7'],
      kind: 'restricted',
      maxPercent: 0.5,
      exposures: ['leave-on'],
      childrenUnder: 3,
      note: 'MFDS notice 2026-41',
      version: 2,
    });
  });

  it('creates a rule and opens it', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/compliance/rules', adminRulePageSchema, rulePage([]));
    const NEW_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
    hang('get', '/api/admin/compliance/rules/:id');
    const created = answer.post(
      '/api/admin/compliance/rules',
      ruleDetailSchema,
      () => ({ ...ruleDetail({ id: NEW_ID, version: 1, inciName: 'Kojic Acid' }), versions: [], rechecks: [] }),
      { status: 201 },
    );
    const { user, router } = open('/admin/compliance-rules?id=new');
    const inci = await screen.findByLabelText(starred(f.inciName));
    const drawer = inci.closest<HTMLElement>('[role=dialog]')!;
    inci.focus();
    await user.paste('Kojic Acid');
    within(drawer).getByLabelText(starred(f.reference)).focus();
    await user.paste('화장품 안전기준 별표 2');
    fireEvent.change(within(drawer).getByLabelText(starred(f.effectiveFrom)), { target: { value: '2026-07-01' } });
    await user.click(within(drawer).getByText(en.common.save).closest('button')!);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created.last?.body).toMatchObject({
      market: 'KR',
      kind: 'restricted',
      inciName: 'Kojic Acid',
      reference: '화장품 안전기준 별표 2',
      effectiveFrom: '2026-07-01',
      maxPercent: null,
      form: 'any',
    });
    await waitFor(() => expect(urlOf(router)).toBe(`/admin/compliance-rules?id=${NEW_ID}`));
  });

  it('offers the first rule when there is none', async () => {
    signedInAs(adminMe);
    answer.get('/api/admin/compliance/rules', adminRulePageSchema, rulePage([], { counts: {}, unverified: 0 }));
    open('/admin/compliance-rules');
    expect(await screen.findByText(r.empty)).toBeVisible();
    // the header's button and the empty table's
    expect(screen.getAllByRole('button', { name: r.new })).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: r.unverified.replace('{{n}}', '0') })).toBeInTheDocument();
  });

  it('says when no rule matches the search', async () => {
    signedInAs(adminMe);
    const calls = answer.get('/api/admin/compliance/rules', adminRulePageSchema, rulePage([]));
    open('/admin/compliance-rules?q=Retinol');
    expect(await screen.findByText(r.emptyFiltered)).toBeVisible();
    expect(calls.last?.query.get('q')).toBe('Retinol');
  });

  it('says the rules could not be loaded and loads them again on request', async () => {
    signedInAs(adminMe);
    refuse('get', '/api/admin/compliance/rules', 500, 'INTERNAL');
    const { user } = open('/admin/compliance-rules');
    expect(await screen.findByText(en.apiErrors.INTERNAL)).toBeVisible();
    answer.get('/api/admin/compliance/rules', adminRulePageSchema, rulePage([adminRule()]));
    await user.click(screen.getByRole('button', { name: admin.adminCatalogue.common.retry }));
    expect(await screen.findByText('Salicylic Acid')).toBeVisible();
  });
});
