import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { fieldErrors } from '@formulab/shared/errors';
import { recipeInputSchema, recipeSaveSchema, type RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { notifyError, notifySuccess } from '../../components/notify.ts';
import { ApiError, errorKey } from '../../lib/api.ts';
import { focusFirstInvalid } from '../../lib/focus-invalid.ts';
import { createRecipe, recipeQuery, saveRecipe } from './api.ts';
import { complianceRulesQuery } from './public-api.ts';
import { checkedMarkets } from '@formulab/shared/compliance/markets';
import { computeCompliance } from './compliance-live.ts';
import {
  NO_ERRORS,
  draftFrom,
  editorReducer,
  emptyDraft,
  fingerprint,
  parsePercent,
  sortErrors,
  toInput,
  type Draft,
  type EditorErrors,
} from './editor-state.ts';
import { computeLive } from './live.ts';
import { usePackaging } from './use-packaging.ts';

export const detailToDraft = (r: RecipeDetail): Draft => draftFrom({ ...r, functionIds: r.functions.map((f) => f.id) });

/**
 * The editor's state and behaviour: the draft (a reducer), what is saved (baseline fingerprint,
 * revision), the live result (computed once per deferred change, so typing never waits for it),
 * saving with the revision check and the server's field errors put on the right line.
 */
export function useRecipeEditor(recipe: RecipeDetail | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, dispatch] = useReducer(editorReducer, recipe, (r) => (r ? detailToDraft(r) : emptyDraft()));
  const [baseline, setBaseline] = useState(() => fingerprint(draft));
  const [saved, setSaved] = useState(recipe);
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [errors, setErrors] = useState<EditorErrors>(NO_ERRORS);
  /** the id of a recipe this editor just created (the screen then moves to /recipes/:id) */
  const [created, setCreated] = useState<string | null>(null);
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const dirty = useMemo(() => fingerprint(draft) !== baseline, [draft, baseline]);

  // the live panel works on a deferred copy: a keystroke renders its row first, the panel follows
  const deferredLines = useDeferredValue(draft.lines);
  const packaging = usePackaging(draft.costing.packagingIds, draft.costing.quantity);
  const { fillMl, density } = draft.costing;
  // the verdict per market, on the same deferred lines (the rules are read once per visit): the target
  // markets, or Korea, the home market, while none is ticked (decision 0018) — the rules are the only
  // limits, so the live panel's "over the limit" and "usable" come from this verdict
  const { productType, forChildren, targetMarkets } = draft;
  const checked = useMemo(() => checkedMarkets(targetMarkets), [targetMarkets]);
  // an age still being typed (or refused) counts as not stated: the strictest reading
  const childrenAge = typeof draft.childrenAge === 'number' ? draft.childrenAge : null;
  const rules = useQuery(complianceRulesQuery);
  const compliance = useMemo(
    () => computeCompliance(deferredLines, productType, forChildren, checked, rules.data, undefined, childrenAge),
    [deferredLines, productType, forChildren, checked, rules.data, childrenAge],
  );
  const live = useMemo(
    () => computeLive(deferredLines, draft.productType, { fillMl, density }, packaging.unitPrices, compliance),
    [deferredLines, draft.productType, fillMl, density, packaging.unitPrices, compliance],
  );

  /** Take a saved recipe as the new baseline; keep the user's line objects where nothing changed. */
  const rebase = useCallback((result: RecipeDetail, sent: string) => {
    const next = detailToDraft(result);
    const current = draftRef.current;
    if (fingerprint(current) === sent) {
      const lines =
        next.lines.length === current.lines.length
          ? next.lines.map((l, i) => {
              const c = current.lines[i]!;
              const same =
                c.ingredient.id === l.ingredient.id &&
                parsePercent(c.percentText) === l.percent &&
                c.phase === l.phase &&
                c.note === l.note;
              return same ? c : { ...l, key: c.key };
            })
          : next.lines;
      dispatch({ type: 'reset', draft: { ...next, lines } });
    }
    setBaseline(fingerprint(next));
    setSaved(result);
  }, []);

  const save = useCallback(async () => {
    if (saving) return;
    const d = draftRef.current;
    const input = toInput(d);
    const body = saved ? { ...input, baseRevision: saved.revision, revisionNote: note } : input;
    const check = (saved ? recipeSaveSchema : recipeInputSchema).safeParse(body);
    if (!check.success) {
      setErrors(sortErrors(fieldErrors(check.error), d.lines));
      notifyError(t('recipes.save.fixFirst'));
      focusFirstInvalid();
      return;
    }
    setSaving(true);
    const sent = fingerprint(d);
    try {
      const result = saved
        ? await saveRecipe(saved.id, { ...input, baseRevision: saved.revision, revisionNote: note })
        : await createRecipe(input);
      queryClient.setQueryData(recipeQuery(result.id).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
      void queryClient.invalidateQueries({ queryKey: ['recipe', result.id, 'revisions'] });
      setErrors(NO_ERRORS);
      setConflict(false);
      setNote('');
      rebase(result, sent);
      notifySuccess(
        t('recipes.save.savedTitle'),
        saved ? t('recipes.save.savedRevision', { n: result.revision }) : t('recipes.save.created'),
      );
      if (!saved) setCreated(result.id);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'REVISION_CONFLICT') setConflict(true);
      else if (err instanceof ApiError && Object.keys(err.fields).length) {
        setErrors(sortErrors(err.fields, d.lines));
        notifyError(t('recipes.save.fixFirst'));
        focusFirstInvalid();
      } else notifyError(t(errorKey(err)));
    } finally {
      setSaving(false);
    }
  }, [saving, saved, note, t, queryClient, rebase]);

  /** Replace the draft with the server's current version (after a conflict, a restore …). */
  const loadSaved = useCallback(
    (result: RecipeDetail) => {
      const next = detailToDraft(result);
      dispatch({ type: 'reset', draft: next });
      setBaseline(fingerprint(next));
      setSaved(result);
      setConflict(false);
      setErrors(NO_ERRORS);
      queryClient.setQueryData(recipeQuery(result.id).queryKey, result);
    },
    [queryClient],
  );

  /** The saved recipe changed without a new revision (visibility from the actions menu). */
  const patchSaved = useCallback((result: RecipeDetail) => {
    setSaved(result);
    dispatch({ type: 'field', patch: { visibility: result.visibility } });
    setBaseline((b) => {
      const base = JSON.parse(b) as { visibility: string };
      return JSON.stringify({ ...base, visibility: result.visibility });
    });
  }, []);

  return {
    draft,
    dispatch,
    dirty,
    live,
    compliance,
    complianceLines: deferredLines,
    /** the rule set's state: the markets panel says when the rules could not be read */
    rulesStatus: rules.status,
    retryRules: () => void rules.refetch(),
    markets: rules.data?.markets,
    substanceNames: rules.data?.substanceNames,
    packaging,
    saved,
    created,
    note,
    setNote,
    save,
    saving,
    conflict,
    errors,
    loadSaved,
    patchSaved,
  };
}
