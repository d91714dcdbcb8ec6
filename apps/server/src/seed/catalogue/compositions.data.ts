/**
 * Compositions of the demo catalogue's mixtures (issue 22): essential oils, the fragrance compound and liquid botanical extracts,
 * as substances with a typical % w/w (and the maximum where the source gives a range). The compliance
 * verdict, the allergen declaration and the label list are computed on these substances.
 *
 * Sources (read 2026-11-28) are named per constituent. Typical values of essential oils are chosen
 * inside the ranges of the ISO standard (or pharmacopoeia) as reproduced in the cited publication; a
 * value that no source confirms says "typical, unverified". A real batch's figures come from its
 * supplier's certificate of analysis or IFRA / allergen declaration: staff replace them in the admin
 * catalogue (Ingredients → composition) and attach that document.
 *
 * Liquid botanical extracts are sold in their extraction solvent / carrier (water, butylene glycol,
 * glycerin, an oil) with a preservative, all of which the finished product's label and the verdict must
 * count: the extract's own dry matter is then only a few %. No supplier document for these was found
 * stored, so every figure of an extract says "typical, unverified". Not composed here: the single
 * substances, the dry licorice extract (used at 0.05–1 % as a powder) and the ferments (the carrier and
 * preservative of a ferment filtrate depend on the supplier and were found nowhere: staff enter them
 * from the supplier's document).
 *
 * The catalogue's "Methylchloroisothiazolinone" is the substance itself (its use levels are those of
 * the active), so it gets no composition here: a trade blend such as KATHON™ CG (MCI 1.13 % + MI 0.37 %
 * = 1.50 % actives, magnesium salts 23 %, water — Dow product information, typical values,
 * https://paperzz.com/doc/9165199/kathon%E2%84%A2-cg-preservative---the-dow-chemical-company) would be
 * a catalogue ingredient of its own with that composition.
 */
export type ConstituentSeed = {
  inciName: string;
  casNumber: string | null;
  percent: number;
  maxPercent: number | null;
  source: string;
};
export type CompositionSeed = { inci: string; constituents: ConstituentSeed[] };

const LAVENDER_ISO =
  'ISO 3515:2002 (other origins) range as reproduced in Molecules 2022, 27, 3216, Table 2 — https://pmc.ncbi.nlm.nih.gov/articles/PMC9148000/table/molecules-27-03216-t002';
const TEA_TREE_ISO =
  'ISO 4730:2017 range and typical composition as reproduced in doi:10.11138/orl/2017.10.1.059, Table 1 — https://pmc.ncbi.nlm.nih.gov/articles/PMC5516420/table/t1-59-70';
const PEPPERMINT_PH_EUR =
  'European Pharmacopoeia peppermint oil range as reproduced at https://www.europeanmedical.info/transgenic-plants/i.html';
const ORANGE =
  'typical, unverified (ISO 3140:2011 profile not read); d-limonene 89–96 %, myrcene about 1.7 % per Price & Price 1995 as quoted at https://www.doctorabel.us/natural-supplements/essential-oils.html';
const UNVERIFIED = 'typical, unverified';
const DEMO_FRAGRANCE =
  'illustrative demo fragrance compound — typical, unverified; a real fragrance’s constituents come from its supplier’s IFRA certificate and allergen declaration';

const c = (
  inciName: string,
  casNumber: string | null,
  percent: number,
  maxPercent: number | null,
  source: string,
): ConstituentSeed => ({
  inciName,
  casNumber,
  percent,
  maxPercent,
  source,
});

/** the carriers and preservatives of liquid extracts */
const WATER = ['Water', '7732-18-5'] as const;
const BG = ['Butylene Glycol', '107-88-0'] as const;
const GLYCERIN = ['Glycerin', '56-81-5'] as const;
const HEXANEDIOL = ['1,2-Hexanediol', '6920-22-5'] as const;
const PHENOXYETHANOL = ['Phenoxyethanol', '122-99-6'] as const;
const EXTRACT =
  'typical, unverified — a liquid botanical extract is sold in its solvent / carrier with a preservative, each named in its INCI (e.g. "Water (and) Glycerin (and) Chamomilla Recutita (Matricaria) Extract", http://carrubba.com/inci-names/); the % are typical, not from a supplier document';

/**
 * A liquid extract in water and butylene glycol (the usual Korean supplier form) with the extract's
 * dry matter at 3 % and 1,2-hexanediol 2 % or phenoxyethanol 0.5 % as its preservative — typical,
 * unverified.
 */
function inBgWater(inciName: string, casNumber: string | null, preservative: 'hexanediol' | 'phenoxyethanol'): ConstituentSeed[] {
  return preservative === 'hexanediol'
    ? [
        c(...WATER, 60, null, EXTRACT),
        c(...BG, 35, null, EXTRACT),
        c(inciName, casNumber, 3, null, EXTRACT),
        c(...HEXANEDIOL, 2, null, EXTRACT),
      ]
    : [
        c(...WATER, 60, null, EXTRACT),
        c(...BG, 36.5, null, EXTRACT),
        c(inciName, casNumber, 3, null, EXTRACT),
        c(...PHENOXYETHANOL, 0.5, null, EXTRACT),
      ];
}
const extract = (inci: string, cas: string | null, preservative: 'hexanediol' | 'phenoxyethanol'): CompositionSeed => ({
  inci,
  constituents: inBgWater(inci, cas, preservative),
});

const GREEN_TEA =
  'typical, unverified % — constituents as in a supplier INCI quoted at https://chemistscorner.com/cosmeticsciencetalk/discussion/water-in-plants-extracts ("Glycerin (and) Water (and) Camellia Sinensis Leaf Extract (and) Gluconolactone (and) Sodium Benzoate")';
const CHAMOMILE =
  'typical, unverified % — constituents as in the water-soluble chamomile extract named at http://carrubba.com/inci-names/ ("Water (and) Glycerin (and) Chamomilla Recutita (Matricaria) Extract"; its preservative disclosed to the customer)';
const ALOE =
  'typical, unverified % — liquid aloe juice is preserved after filtering (https://abcdocz.com/doc/125701/aloe-barbadensis-leaf-juice--aloe-vera-gel---a-primer); preservative and level vary by supplier';
const ROSEMARY =
  'typical, unverified % — oil-soluble rosemary antioxidant extract in sunflower oil (https://getdare.ai/glossary/helianthus-annuus-oil-rosmarinus-officinalis-leaf-extract)';

export const COMPOSITIONS: CompositionSeed[] = [
  {
    inci: 'Lavandula Angustifolia (Lavender) Oil',
    constituents: [
      c('Linalyl Acetate', '115-95-7', 35, 47, `${LAVENDER_ISO}: 25–47 %; typical chosen within it`),
      c('Linalool', '78-70-6', 32, 43, `${LAVENDER_ISO}: 20–43 %; typical chosen within it`),
      c('Terpinen-4-ol', '562-74-3', 4, 8, `${LAVENDER_ISO}: ≤ 8 %`),
      c('cis-beta-Ocimene', '3338-55-4', 4, 10, `${LAVENDER_ISO}: 1–10 %`),
      c('trans-beta-Ocimene', '3779-61-1', 3, 6, `${LAVENDER_ISO}: 0.5–6 %`),
      c('Lavandulyl Acetate', '25905-14-0', 3, 8, `${LAVENDER_ISO}: ≤ 8 %`),
      c('3-Octanone', '106-68-3', 1, 3, `${LAVENDER_ISO}: ≤ 3 %`),
      c('Eucalyptol', '470-82-6', 1, 3, `${LAVENDER_ISO} (1,8-cineole): ≤ 3 %`),
      c('Terpineol', '98-55-5', 1, 2, `${LAVENDER_ISO} (alpha-terpineol): ≤ 2 %`),
      c('Camphor', '76-22-2', 0.5, 1.5, `${LAVENDER_ISO}: ≤ 1.5 %`),
      c('Limonene', '5989-27-5', 0.5, 1, `${LAVENDER_ISO}: ≤ 1 %`),
      c('Lavandulol', '498-16-8', 0.5, 3, `${LAVENDER_ISO}: ≤ 3 %`),
      c('Geraniol', '106-24-1', 0.3, null, `${UNVERIFIED} (trace constituent; not in the ISO profile)`),
      c('Coumarin', '91-64-5', 0.2, null, `${UNVERIFIED} (trace constituent; not in the ISO profile)`),
    ],
  },
  {
    inci: 'Melaleuca Alternifolia (Tea Tree) Leaf Oil',
    constituents: [
      c('Terpinen-4-ol', '562-74-3', 40.1, null, `${TEA_TREE_ISO}: ≥ 30 % (no upper limit), typical 40.1 %`),
      c('gamma-Terpinene', '99-85-4', 23, 28, `${TEA_TREE_ISO}: 10–28 %, typical 23.0 %`),
      c('alpha-Terpinene', '99-86-5', 10.4, 13, `${TEA_TREE_ISO}: 5–13 %, typical 10.4 %`),
      c('Eucalyptol', '470-82-6', 5.1, 15, `${TEA_TREE_ISO} (1,8-cineole): ≤ 15 %, typical 5.1 %`),
      c('Terpinolene', '586-62-9', 3.1, 5, `${TEA_TREE_ISO}: 1.5–5 %, typical 3.1 %`),
      c('p-Cymene', '99-87-6', 2.9, 12, `${TEA_TREE_ISO}: 0.5–12 %, typical 2.9 %`),
      c('alpha-Pinene', '80-56-8', 2.6, 6, `${TEA_TREE_ISO}: 1–6 %, typical 2.6 %`),
      c('Terpineol', '98-55-5', 2.4, 8, `${TEA_TREE_ISO} (alpha-terpineol): 1.5–8 %, typical 2.4 %`),
      c('Aromadendrene', '489-39-4', 1.5, 7, `${TEA_TREE_ISO}: trace–7 %, typical 1.5 %`),
      c('delta-Cadinene', '483-76-1', 1.3, 8, `${TEA_TREE_ISO}: trace–8 %, typical 1.3 %`),
      c('Limonene', '5989-27-5', 1, 4, `${TEA_TREE_ISO}: 0.5–4 %, typical 1.0 %`),
      c('Sabinene', '3387-41-5', 0.2, 3.5, `${TEA_TREE_ISO}: trace–3.5 %, typical 0.2 %`),
      c('Globulol', '489-41-8', 0.2, 3, `${TEA_TREE_ISO}: trace–3 %, typical 0.2 %`),
      c('Viridiflorol', '552-02-3', 0.1, 1.5, `${TEA_TREE_ISO}: trace–1.5 %, typical 0.1 %`),
    ],
  },
  {
    inci: 'Mentha Piperita (Peppermint) Oil',
    constituents: [
      c('Menthol', '2216-51-5', 40, 55, `${PEPPERMINT_PH_EUR}: 30–55 %; typical chosen within it`),
      c('Menthone', '14073-97-3', 22, 32, `${PEPPERMINT_PH_EUR}: 14–32 %; typical chosen within it`),
      c('Eucalyptol', '470-82-6', 6, 14, `${PEPPERMINT_PH_EUR} (cineole): 3.5–14 %`),
      c('Menthyl Acetate', '89-48-5', 5, 10, `${PEPPERMINT_PH_EUR}: 2.8–10 %`),
      c('Isomenthone', '491-07-6', 4, 10, `${PEPPERMINT_PH_EUR}: 1.5–10 %`),
      c('Menthofuran', '494-90-6', 3, 9, `${PEPPERMINT_PH_EUR}: 1–9 %`),
      c('Limonene', '5989-27-5', 2.5, 5, `${PEPPERMINT_PH_EUR}: 1–5 %`),
      c('Pulegone', '89-82-7', 1.5, 4, `${PEPPERMINT_PH_EUR}: ≤ 4 %`),
      c('Carvone', '99-49-0', 0.5, 1, `${PEPPERMINT_PH_EUR}: ≤ 1 %`),
    ],
  },
  {
    inci: 'Citrus Aurantium Dulcis (Orange) Peel Oil',
    constituents: [
      c('Limonene', '5989-27-5', 94, 96, ORANGE),
      c('Myrcene', '123-35-3', 1.7, null, ORANGE),
      c('alpha-Pinene', '80-56-8', 0.5, null, UNVERIFIED),
      c('Sabinene', '3387-41-5', 0.4, null, UNVERIFIED),
      c('Linalool', '78-70-6', 0.4, null, UNVERIFIED),
      c('Decanal', '112-31-2', 0.2, null, UNVERIFIED),
      c('Citral', '5392-40-5', 0.1, null, UNVERIFIED),
    ],
  },
  {
    inci: 'Parfum',
    constituents: [
      c('Limonene', '5989-27-5', 8, null, DEMO_FRAGRANCE),
      c('Linalool', '78-70-6', 6, null, DEMO_FRAGRANCE),
      c('Hexyl Cinnamal', '101-86-0', 5, null, DEMO_FRAGRANCE),
      c('Benzyl Salicylate', '118-58-1', 4, null, DEMO_FRAGRANCE),
      c('Citronellol', '106-22-9', 3, null, DEMO_FRAGRANCE),
      c('Geraniol', '106-24-1', 2, null, DEMO_FRAGRANCE),
      c('Alpha-Isomethyl Ionone', '127-51-5', 2, null, DEMO_FRAGRANCE),
      c('Coumarin', '91-64-5', 0.5, null, DEMO_FRAGRANCE),
      c('Citral', '5392-40-5', 0.4, null, DEMO_FRAGRANCE),
      c('Eugenol', '97-53-0', 0.3, null, DEMO_FRAGRANCE),
    ],
  },

  // ── botanical extracts in their carrier ─────────────────────────────────────
  extract('Centella Asiatica Extract', '84696-21-9', 'phenoxyethanol'),
  {
    inci: 'Camellia Sinensis Leaf Extract',
    constituents: [
      c(...GLYCERIN, 60, null, GREEN_TEA),
      c(...WATER, 35, null, GREEN_TEA),
      c('Camellia Sinensis Leaf Extract', '84650-60-2', 3, null, GREEN_TEA),
      c('Gluconolactone', '90-80-2', 1.5, null, GREEN_TEA),
      c('Sodium Benzoate', '532-32-1', 0.5, null, GREEN_TEA),
    ],
  },
  {
    inci: 'Aloe Barbadensis Leaf Juice',
    constituents: [
      c('Aloe Barbadensis Leaf Juice', '85507-69-3', 99.5, null, ALOE),
      c('Sodium Benzoate', '532-32-1', 0.2, null, ALOE),
      c('Potassium Sorbate', '24634-61-5', 0.2, null, ALOE),
      c('Citric Acid', '77-92-9', 0.1, null, ALOE),
    ],
  },
  extract('Houttuynia Cordata Extract', null, 'hexanediol'),
  extract('Artemisia Vulgaris Extract', null, 'hexanediol'),
  extract('Portulaca Oleracea Extract', '90083-07-1', 'hexanediol'),
  {
    inci: 'Chamomilla Recutita (Matricaria) Flower Extract',
    constituents: [
      c(...WATER, 60, null, CHAMOMILE),
      c(...GLYCERIN, 36.5, null, CHAMOMILE),
      c('Chamomilla Recutita (Matricaria) Flower Extract', '84082-60-0', 3, null, CHAMOMILE),
      c(...PHENOXYETHANOL, 0.5, null, `${UNVERIFIED} (the preservative is the supplier's choice)`),
    ],
  },
  extract('Calendula Officinalis Flower Extract', '84776-23-8', 'phenoxyethanol'),
  {
    inci: 'Rosmarinus Officinalis (Rosemary) Leaf Extract',
    constituents: [
      c('Helianthus Annuus (Sunflower) Seed Oil', '8001-21-6', 80, null, ROSEMARY),
      c('Rosmarinus Officinalis (Rosemary) Leaf Extract', '84604-14-8', 20, null, ROSEMARY),
    ],
  },
  extract('Propolis Extract', '85665-41-4', 'hexanediol'),
  extract('Oryza Sativa (Rice) Extract', null, 'hexanediol'),
  extract('Panax Ginseng Root Extract', '84650-12-4', 'hexanediol'),
  extract('Hamamelis Virginiana (Witch Hazel) Leaf Extract', '84696-19-5', 'phenoxyethanol'),
  extract('Cucumis Sativus (Cucumber) Fruit Extract', '89998-01-6', 'hexanediol'),
  extract('Salix Alba (Willow) Bark Extract', '84082-82-6', 'phenoxyethanol'),
  extract('Ginkgo Biloba Leaf Extract', '90045-36-6', 'phenoxyethanol'),
  extract('Scutellaria Baicalensis Root Extract', '94279-99-9', 'hexanediol'),
  extract('Citrus Junos Fruit Extract', null, 'hexanediol'),
];
