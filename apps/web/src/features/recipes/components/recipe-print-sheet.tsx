import { Fragment, useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { PHASES, type RecipeDetail } from '@formulab/shared/recipes/recipes.schema';
import { ALLERGEN_THRESHOLDS, totalPercent } from '@formulab/shared/recipes/formulation';
import { Wordmark } from '../../../components/wordmark.tsx';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { detailToDraft } from '../use-recipe-editor.ts';
import { computeLive } from '../live.ts';
import { useSavedRecipeVerdict } from '../compliance-live.ts';
import { usePackaging } from '../use-packaging.ts';
import { formatPct, localName, violationText } from '../format.ts';
import classes from '../../../components/print-sheet.module.css';

/**
 * The printable formulation sheet (A4): header with the wordmark, the recipe's facts, its lines by
 * phase with subtotals, totals, limit warnings, the INCI label, allergens and cost. Everything is
 * computed with the same shared logic as the editor's live panel.
 */
export function RecipePrintSheet({ recipe }: { recipe: RecipeDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const draft = useMemo(() => detailToDraft(recipe), [recipe]);
  const packaging = usePackaging(recipe.costing.packagingIds, recipe.costing.quantity);
  // the limits are the markets' rules: the same verdict as the editor's (its markets, or the home market)
  const verdict = useSavedRecipeVerdict(recipe);
  const live = useMemo(
    () => computeLive(draft.lines, recipe.productType, recipe.costing, packaging.unitPrices, verdict),
    [draft, recipe, packaging.unitPrices, verdict],
  );
  // lines grouped by phase in A–F order, lines without a phase last; numbering follows the recipe
  const groups = useMemo(() => {
    const order = [...PHASES, null];
    return order
      .map((phase) => ({ phase, lines: recipe.lines.map((l, i) => ({ l, n: i + 1 })).filter((x) => x.l.phase === phase) }))
      .filter((g) => g.lines.length > 0);
  }, [recipe.lines]);
  const functions = recipe.functions.map((f) => localName(f, lang)).join(', ');

  return (
    <article className={classes.sheet} id="recipe-print-sheet" aria-label={t('recipes.print.sheet')}>
      <header className={classes.header}>
        <Wordmark size={22} />
        <div className={classes.headerRight}>
          <div className={classes.kicker}>{t('recipes.print.kicker')}</div>
          <div>{t('recipes.print.printed', { date: formatDateTime(new Date()) })}</div>
        </div>
      </header>

      <h1 className={classes.title}>{recipe.name}</h1>
      <dl className={classes.facts}>
        <div>
          <dt>{t('recipes.facts.productType')}</dt>
          <dd>
            {t(`productTypes.${recipe.productType}`)} ({t(`usages.${live.usage}`)})
          </dd>
        </div>
        <div>
          <dt>{t('recipes.print.revision')}</dt>
          <dd>
            {t('recipes.history.revisionN', { n: recipe.revision })} · {formatDate(recipe.updatedAt)}
          </dd>
        </div>
        <div>
          <dt>{t('recipes.print.status')}</dt>
          <dd>{recipe.valid ? t('recipes.live.valid') : t('recipes.print.draftStatus')}</dd>
        </div>
        <div>
          <dt>{t('recipes.print.visibility')}</dt>
          <dd>{t(`recipes.visibility.${recipe.visibility}`)}</dd>
        </div>
        {functions && (
          <div className={classes.wide}>
            <dt>{t('recipes.facts.functions')}</dt>
            <dd>{functions}</dd>
          </div>
        )}
        {recipe.description && (
          <div className={classes.wide}>
            <dt>{t('recipes.facts.description')}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{recipe.description}</dd>
          </div>
        )}
      </dl>

      <h2 className={classes.h2}>{t('recipes.lines.title')}</h2>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th className={classes.num}>#</th>
              <th>{t('recipes.print.inci')}</th>
              <th>{t('recipes.print.name')}</th>
              <th className={classes.right}>{t('recipes.lines.percent')}</th>
              <th>{t('recipes.lines.note')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <Fragment key={g.phase ?? '-'}>
                <tr className={classes.phaseRow}>
                  <th colSpan={3} scope="rowgroup">
                    {g.phase ? t('recipes.print.phase', { phase: g.phase }) : t('recipes.print.noPhase')}
                  </th>
                  <td className={classes.right}>{formatPct(totalPercent(g.lines.map((x) => x.l)))}</td>
                  <td />
                </tr>
                {g.lines.map(({ l, n }) => (
                  <tr key={n} className={live.overLimit.has(draft.lines[n - 1]!.key) ? classes.over : undefined}>
                    <td className={classes.num}>{n}</td>
                    <td>{l.ingredient.inciName}</td>
                    <td>{localName(l.ingredient, lang)}</td>
                    <td className={classes.right}>{formatPct(l.percent)}</td>
                    <td>{l.note}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={3}>{t('recipes.live.total')}</th>
              <td className={classes.right}>
                <strong>{formatPct(live.total)}</strong>
              </td>
              <td>
                {live.totalValid
                  ? t('recipes.live.complete')
                  : live.status.kind === 'missing'
                    ? t('recipes.live.missing', { amount: formatPct(live.status.amount) })
                    : live.status.kind === 'over'
                      ? t('recipes.live.over', { amount: formatPct(live.status.amount) })
                      : ''}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>

      {live.violations.length > 0 && (
        <section className={classes.block}>
          <h2 className={classes.h2}>{t('recipes.live.limits')}</h2>
          <ul className={classes.list}>
            {live.violations.map((v, i) => (
              <li key={`${v.index}-${v.market}-${i}`}>
                {t('recipes.live.lineN', { n: v.index + 1, inci: v.inciName })} {violationText(t, v)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={classes.block}>
        <h2 className={classes.h2}>{t('recipes.inci.title')}</h2>
        <p className={classes.inci} lang="en">
          {live.inci.text || '–'}
        </p>
      </section>

      <div className={classes.columns}>
        <section className={classes.block}>
          <h2 className={classes.h2}>{t('recipes.live.allergens')}</h2>
          {live.allergens.length === 0 ? (
            <p className={classes.muted}>
              {t('recipes.live.noAllergens', { threshold: formatPct(ALLERGEN_THRESHOLDS[live.usage]) })}
            </p>
          ) : (
            <table className={classes.table}>
              <tbody>
                {live.allergens.map((a) => (
                  <tr key={a.ingredientId}>
                    <td>{a.inciName}</td>
                    <td className={classes.right}>{formatPct(a.percent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={classes.block}>
          <h2 className={classes.h2}>{t('recipes.cost.title')}</h2>
          <table className={classes.table}>
            <tbody>
              <tr>
                <td>{t('recipes.cost.perKg')}</td>
                <td className={classes.right}>{formatMoney(live.costPerKg)}</td>
              </tr>
              {live.perUnit && (
                <>
                  {packaging.parts.map((p) => (
                    <tr key={p.id}>
                      <td>{p.detail ? localName(p.detail, lang) : '–'}</td>
                      <td className={classes.right}>
                        {p.cost ? formatMoney(p.cost.perUnit) : ''}
                        {p.cost && p.cost.surplus > 0 && (
                          <div className={classes.note}>
                            {t('recipes.cost.surplus', {
                              price: formatMoney(p.cost.unitPrice),
                              moq: formatNumber(p.cost.bought),
                              surplus: formatNumber(p.cost.surplus),
                            })}
                          </div>
                        )}
                      </td>
                    </tr>
                  ))}
                  <tr>
                    <td>{t('recipes.cost.bulk', { fill: formatNumber(recipe.costing.fillMl ?? 0, 1) })}</td>
                    <td className={classes.right}>{formatMoney(live.perUnit.bulk)}</td>
                  </tr>
                  <tr>
                    <th>{t('recipes.cost.perUnitAt', { quantity: formatNumber(recipe.costing.quantity) })}</th>
                    <td className={classes.right}>
                      <strong>{formatMoney(live.perUnit.total)}</strong>
                    </td>
                  </tr>
                </>
              )}
            </tbody>
          </table>
        </section>
      </div>

      <p className={classes.footer}>{t('recipes.print.disclaimer')}</p>
    </article>
  );
}
