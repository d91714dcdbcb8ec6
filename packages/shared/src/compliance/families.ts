/**
 * Substance families for limits "expressed as" a parent substance (issue 22): a rule with
 * `expressedAs: 'benzoic-acid'` matches every member of the family — the acid, its salts and the esters
 * the legal entry covers — and compares the sum of each member's % × its factor with its cap.
 *
 * The factor converts a member's mass into the parent's mass: `parentPerMember × MW(parent) / MW(member)`
 * (a calcium salt carries two benzoate ions, so two moles of acid per mole of salt). It is computed here
 * from the molecular weights below, never typed, so anyone can check it.
 *
 * Molecular weights: PubChem compound summaries, "Molecular Weight" (computed by PubChem from the
 * molecular formula with IUPAC standard atomic weights), https://pubchem.ncbi.nlm.nih.gov/compound/<CAS>
 * (each member's link is {@link pubchemUrl}). Values as PubChem states them (2 decimals, or 1 where
 * PubChem gives 1); families.test.ts recomputes every one from the formula and checks the CAS check
 * digits, so a typing slip cannot go unnoticed.
 *
 * Which salts and esters a family covers follows the legal entries it serves:
 * - benzoic-acid: Reg. (EC) 1223/2009 Annex V/1 (benzoic acid and its sodium salt) and V/1a (salts of
 *   benzoic acid other than V/1, and esters of benzoic acid);
 * - sorbic-acid: Annex V/4 (sorbic acid and its salts); salicylic-acid: Annex V/3 (salicylic acid and its
 *   salts); propionic-acid: Annex V/2 (propionic acid and its salts); dehydroacetic-acid: Annex V/13
 *   (dehydroacetic acid and its salts); formic-acid: Annex V/5 (formic acid and its sodium salt);
 * - retinol: Annex III/376 (retinol, retinyl acetate, retinyl palmitate; limits in retinol equivalent);
 * - parabens: Annex V/12 and V/12a (4-hydroxybenzoic acid, its methyl-, ethyl-, propyl- and butyl-
 *   esters and their salts; limits "as acid"). V/12 (methyl/ethyl) and V/12a (propyl/butyl) have their own
 *   caps, hence the two sub-families `parabens-methyl-ethyl` and `parabens-propyl-butyl`.
 *
 * A **mixture** family sums its members as they are (factor 1), and applies only when one of its
 * `requires` members is present: `mci-mi` serves the caps on "the mixture of methylchloroisothiazolinone
 * and methylisothiazolinone" (EU Annex V/39, Korea's 사용제한 원료 entry, China's STSC table 4, ASEAN
 * Annex VI/39): the cap is on MCI + MI together, so an MCI/MI blend at 0.11 % of a shampoo (0.00165 %
 * of the mixture) is over 0.0015 % although its MCI alone (0.00124 %) is not — while methylisothiazolinone
 * used alone is judged by its own entry, not by the mixture's.
 */

export type FamilyMemberData = {
  inciName: string;
  casNumber: string;
  formula: string;
  /** g/mol, PubChem */
  molecularWeight: number;
  /** moles of the parent one mole of this member carries (2 for a calcium or magnesium salt of a monoacid) */
  parentPerMember?: number;
};

export type FamilyMember = FamilyMemberData & {
  /** mass of parent per mass of member: parentPerMember × MW(parent) / MW(member) */
  factor: number;
};

export type SubstanceFamily = {
  key: string;
  /** the substance the limit is expressed as */
  parent: FamilyMember;
  /** every member, the parent first (factor 1) */
  members: readonly FamilyMember[];
  /** a mixture family: the members whose presence makes its rules apply (null: any member does) */
  requires: readonly FamilyMember[] | null;
};

const m = (
  inciName: string,
  casNumber: string,
  formula: string,
  molecularWeight: number,
  parentPerMember = 1,
): FamilyMemberData => ({ inciName, casNumber, formula, molecularWeight, parentPerMember });

const BENZOIC = m('Benzoic Acid', '65-85-0', 'C7H6O2', 122.12);
const SORBIC = m('Sorbic Acid', '110-44-1', 'C6H8O2', 112.13);
const SALICYLIC = m('Salicylic Acid', '69-72-7', 'C7H6O3', 138.12);
const PROPIONIC = m('Propionic Acid', '79-09-4', 'C3H6O2', 74.08);
const DHA = m('Dehydroacetic Acid', '520-45-6', 'C8H8O4', 168.15);
const FORMIC = m('Formic Acid', '64-18-6', 'CH2O2', 46.03);
const RETINOL = m('Retinol', '68-26-8', 'C20H30O', 286.5);
const HBA = m('4-Hydroxybenzoic Acid', '99-96-7', 'C7H6O3', 138.12);

const METHYL_ETHYL_PARABENS = [
  m('Methylparaben', '99-76-3', 'C8H8O3', 152.15),
  m('Ethylparaben', '120-47-8', 'C9H10O3', 166.17),
  m('Sodium Methylparaben', '5026-62-0', 'C8H7NaO3', 174.13),
  m('Sodium Ethylparaben', '35285-68-8', 'C9H9NaO3', 188.16),
  m('Potassium Methylparaben', '26112-07-2', 'C8H7KO3', 190.24),
  m('Potassium Ethylparaben', '36457-19-9', 'C9H9KO3', 204.26),
];
const PROPYL_BUTYL_PARABENS = [
  m('Propylparaben', '94-13-3', 'C10H12O3', 180.2),
  m('Butylparaben', '94-26-8', 'C11H14O3', 194.23),
  m('Sodium Propylparaben', '35285-69-9', 'C10H11NaO3', 202.18),
  m('Sodium Butylparaben', '36457-20-2', 'C11H13NaO3', 216.21),
  m('Potassium Propylparaben', '84930-16-5', 'C10H11KO3', 218.29),
  m('Potassium Butylparaben', '38566-94-8', 'C11H13KO3', 232.32),
];

const MCI = m('Methylchloroisothiazolinone', '26172-55-4', 'C4H4ClNOS', 149.6);
const MI = m('Methylisothiazolinone', '2682-20-4', 'C4H5NOS', 115.16);
/** the mixture as one substance (its own CAS, as a trade blend may be listed): no formula of its own */
const MCI_MI_MIXTURE = m('Methylchloroisothiazolinone (and) Methylisothiazolinone', '55965-84-9', '', 0);

const FAMILY_DATA: Record<
  string,
  { parent: FamilyMemberData; members: FamilyMemberData[]; mixture?: { requires: FamilyMemberData[] } }
> = {
  'benzoic-acid': {
    parent: BENZOIC,
    members: [
      m('Sodium Benzoate', '532-32-1', 'C7H5NaO2', 144.1),
      m('Potassium Benzoate', '582-25-2', 'C7H5KO2', 160.21),
      m('Ammonium Benzoate', '1863-63-4', 'C7H9NO2', 139.15),
      m('Calcium Benzoate', '2090-05-3', 'C14H10CaO4', 282.3, 2),
      m('Magnesium Benzoate', '553-70-8', 'C14H10MgO4', 266.53, 2),
      m('Methyl Benzoate', '93-58-3', 'C8H8O2', 136.15),
      m('Ethyl Benzoate', '93-89-0', 'C9H10O2', 150.17),
      m('Propyl Benzoate', '2315-68-6', 'C10H12O2', 164.2),
      m('Isopropyl Benzoate', '939-48-0', 'C10H12O2', 164.2),
      m('Butyl Benzoate', '136-60-7', 'C11H14O2', 178.23),
      m('Isobutyl Benzoate', '120-50-3', 'C11H14O2', 178.23),
      m('Phenyl Benzoate', '93-99-2', 'C13H10O2', 198.22),
    ],
  },
  'sorbic-acid': {
    parent: SORBIC,
    members: [
      m('Potassium Sorbate', '24634-61-5', 'C6H7KO2', 150.22),
      m('Sodium Sorbate', '7757-81-5', 'C6H7NaO2', 134.11),
      m('Calcium Sorbate', '7492-55-9', 'C12H14CaO4', 262.32, 2),
    ],
  },
  'salicylic-acid': {
    parent: SALICYLIC,
    members: [
      m('Sodium Salicylate', '54-21-7', 'C7H5NaO3', 160.1),
      m('Potassium Salicylate', '578-36-9', 'C7H5KO3', 176.21),
      m('Calcium Salicylate', '824-35-1', 'C14H10CaO6', 314.3, 2),
      m('Magnesium Salicylate', '18917-89-0', 'C14H10MgO6', 298.53, 2),
      m('MEA-Salicylate', '59866-70-5', 'C9H13NO4', 199.2),
      m('TEA-Salicylate', '2174-16-5', 'C13H21NO6', 287.31),
    ],
  },
  'propionic-acid': {
    parent: PROPIONIC,
    members: [
      m('Sodium Propionate', '137-40-6', 'C3H5NaO2', 96.06),
      m('Potassium Propionate', '327-62-8', 'C3H5KO2', 112.17),
      m('Ammonium Propionate', '17496-08-1', 'C3H9NO2', 91.11),
      m('Calcium Propionate', '4075-81-4', 'C6H10CaO4', 186.22, 2),
      m('Magnesium Propionate', '557-27-7', 'C6H10MgO4', 170.45, 2),
    ],
  },
  'dehydroacetic-acid': {
    parent: DHA,
    members: [m('Sodium Dehydroacetate', '4418-26-2', 'C8H7NaO4', 190.13)],
  },
  'formic-acid': {
    parent: FORMIC,
    members: [m('Sodium Formate', '141-53-7', 'CHNaO2', 68.01)],
  },
  retinol: {
    parent: RETINOL,
    members: [m('Retinyl Acetate', '127-47-9', 'C22H32O2', 328.5), m('Retinyl Palmitate', '79-81-2', 'C36H60O2', 524.9)],
  },
  parabens: { parent: HBA, members: [...METHYL_ETHYL_PARABENS, ...PROPYL_BUTYL_PARABENS] },
  'parabens-methyl-ethyl': { parent: HBA, members: METHYL_ETHYL_PARABENS },
  'parabens-propyl-butyl': { parent: HBA, members: PROPYL_BUTYL_PARABENS },
  'mci-mi': { parent: MCI_MI_MIXTURE, members: [MCI, MI], mixture: { requires: [MCI_MI_MIXTURE, MCI] } },
};

function member(data: FamilyMemberData, parent: FamilyMemberData, mixture = false): FamilyMember {
  const n = data.parentPerMember ?? 1;
  // a mixture's members add up as they are; the parent is 1 whatever its weight
  const factor = mixture || data === parent ? 1 : (n * parent.molecularWeight) / data.molecularWeight;
  return { ...data, parentPerMember: n, factor };
}

/** Every family by key (see the file comment for the legal entries each serves). */
export const SUBSTANCE_FAMILIES: Readonly<Record<string, SubstanceFamily>> = Object.freeze(
  Object.fromEntries(
    Object.entries(FAMILY_DATA).map(([key, f]) => {
      const parent = member(f.parent, f.parent);
      const members = [parent, ...f.members.map((d) => member(d, f.parent, !!f.mixture))];
      const requires = f.mixture ? members.filter((x) => f.mixture!.requires.some((r) => r.casNumber === x.casNumber)) : null;
      return [key, Object.freeze({ key, parent, members: Object.freeze(members), requires })];
    }),
  ),
);

/** The family keys, for the rule schema (`expressedAs` must be one of them). */
export const FAMILY_KEYS: readonly string[] = Object.freeze(Object.keys(SUBSTANCE_FAMILIES));

export const isFamilyKey = (key: string): boolean => Object.hasOwn(SUBSTANCE_FAMILIES, key);

/** Where a member's molecular weight is read (PubChem resolves a CAS number to its compound). */
export const pubchemUrl = (casNumber: string): string => `https://pubchem.ncbi.nlm.nih.gov/compound/${casNumber}`;
