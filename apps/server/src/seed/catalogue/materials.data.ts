/**
 * Demo raw-material stock (admin `materials`): the purchasable trade product behind an ingredient, its supplier,
 * landed cost, stock on hand and lots. Several items sit below their reorder level so the admin dashboard shows
 * low stock. Stock on hand equals the sum of the lots.
 */
export type MaterialSeed = {
  /** must be an INGREDIENTS inci */
  inci: string;
  tradeName: string;
  supplier: string;
  /** KRW per kg of the trade product */
  unitCostPerKg: number;
  stockKg: number;
  reorderLevelKg: number;
  lots: { lot: string; qtyKg: number; expiresOn: string /* YYYY-MM-DD */ }[];
};

export const MATERIALS: MaterialSeed[] = [
  // ── bulk humectants and solvents ────────────────────────────────────────
  { inci: 'Glycerin', tradeName: 'Glycerin 99.7 % USP (RSPO MB)', supplier: 'KLK OLEO', unitCostPerKg: 3200, stockKg: 1450, reorderLevelKg: 500, lots: [{ lot: 'KLK-GL-260712', qtyKg: 250, expiresOn: '2028-07-11' }, { lot: 'KLK-GL-260918', qtyKg: 1200, expiresOn: '2028-09-17' }] },
  { inci: 'Butylene Glycol', tradeName: '1,3-Butylene Glycol (cosmetic grade)', supplier: 'Daicel', unitCostPerKg: 6300, stockKg: 820, reorderLevelKg: 400, lots: [{ lot: 'DC-BG-2608-031', qtyKg: 220, expiresOn: '2028-08-20' }, { lot: 'DC-BG-2610-014', qtyKg: 600, expiresOn: '2028-10-05' }] },
  { inci: 'Propanediol', tradeName: 'Zemea Propanediol', supplier: 'Primient', unitCostPerKg: 8200, stockKg: 380, reorderLevelKg: 200, lots: [{ lot: 'ZM-26-0914', qtyKg: 380, expiresOn: '2028-09-13' }] },
  { inci: '1,2-Hexanediol', tradeName: 'Hydrolite 6', supplier: 'Symrise', unitCostPerKg: 16000, stockKg: 140, reorderLevelKg: 100, lots: [{ lot: 'SYM-H6-10563', qtyKg: 40, expiresOn: '2027-11-30' }, { lot: 'SYM-H6-10871', qtyKg: 100, expiresOn: '2028-05-31' }] },
  { inci: 'Pentylene Glycol', tradeName: 'Hydrolite 5', supplier: 'Symrise', unitCostPerKg: 24500, stockKg: 60, reorderLevelKg: 40, lots: [{ lot: 'SYM-H5-20417', qtyKg: 60, expiresOn: '2028-03-31' }] },
  { inci: 'Sodium Hyaluronate', tradeName: 'Sodium Hyaluronate 1.0–1.5 MDa', supplier: 'Bloomage Biotech', unitCostPerKg: 780000, stockKg: 4.5, reorderLevelKg: 3, lots: [{ lot: 'BLM-HA-2607-88', qtyKg: 4.5, expiresOn: '2028-06-30' }] },
  { inci: 'Panthenol', tradeName: 'D-Panthenol', supplier: 'dsm-firmenich', unitCostPerKg: 31000, stockKg: 75, reorderLevelKg: 50, lots: [{ lot: 'DSM-DP-UT26051', qtyKg: 75, expiresOn: '2028-05-14' }] },
  { inci: 'Betaine', tradeName: 'Genencare OSMS BA', supplier: 'IFF', unitCostPerKg: 7800, stockKg: 125, reorderLevelKg: 100, lots: [{ lot: 'IFF-BA-7731', qtyKg: 125, expiresOn: '2028-02-28' }] },
  { inci: 'Allantoin', tradeName: 'Allantoin Ph. Eur.', supplier: 'Akema Fine Chemicals', unitCostPerKg: 21000, stockKg: 18, reorderLevelKg: 25, lots: [{ lot: 'AKM-AL-26-112', qtyKg: 18, expiresOn: '2029-01-31' }] },
  // ── actives and vitamins ────────────────────────────────────────────────
  { inci: 'Niacinamide', tradeName: 'Niacinamide PC', supplier: 'dsm-firmenich', unitCostPerKg: 39000, stockKg: 35, reorderLevelKg: 100, lots: [{ lot: 'DSM-NA-UE26033', qtyKg: 35, expiresOn: '2028-03-31' }] },
  { inci: 'Adenosine', tradeName: 'Adenosine 99 %', supplier: 'Sunjin Beauty Science', unitCostPerKg: 560000, stockKg: 2.2, reorderLevelKg: 1, lots: [{ lot: 'SJ-AD-2605-07', qtyKg: 2.2, expiresOn: '2028-05-06' }] },
  { inci: 'Ascorbyl Glucoside', tradeName: 'AA2G', supplier: 'Hayashibara', unitCostPerKg: 215000, stockKg: 12, reorderLevelKg: 10, lots: [{ lot: 'HB-AA2G-6A21', qtyKg: 12, expiresOn: '2028-01-20' }] },
  { inci: 'Tocopheryl Acetate', tradeName: 'DL-alpha-Tocopheryl Acetate', supplier: 'dsm-firmenich', unitCostPerKg: 30000, stockKg: 40, reorderLevelKg: 20, lots: [{ lot: 'DSM-VEA-26071', qtyKg: 40, expiresOn: '2028-07-31' }] },
  { inci: 'Retinol', tradeName: 'Retinol 50 C', supplier: 'BASF', unitCostPerKg: 820000, stockKg: 1.5, reorderLevelKg: 1, lots: [{ lot: 'BASF-R50C-0926', qtyKg: 1.5, expiresOn: '2027-09-30' }] },
  { inci: 'Salicylic Acid', tradeName: 'Salicylic Acid USP', supplier: 'Novacyl', unitCostPerKg: 10000, stockKg: 30, reorderLevelKg: 20, lots: [{ lot: 'NVC-SA-26184', qtyKg: 30, expiresOn: '2029-06-30' }] },
  { inci: 'Tranexamic Acid', tradeName: 'Tranexamic Acid', supplier: 'Daiichi Sankyo', unitCostPerKg: 76000, stockKg: 8, reorderLevelKg: 5, lots: [{ lot: 'DS-TXA-2604-3', qtyKg: 8, expiresOn: '2029-03-31' }] },
  { inci: 'Bakuchiol', tradeName: 'Sytenol A', supplier: 'Sytheon', unitCostPerKg: 1350000, stockKg: 0.8, reorderLevelKg: 0.5, lots: [{ lot: 'SYT-A-26-0412', qtyKg: 0.8, expiresOn: '2028-04-11' }] },
  { inci: 'Ceramide NP', tradeName: 'Ceramide NP', supplier: 'Evonik', unitCostPerKg: 3600000, stockKg: 0.6, reorderLevelKg: 0.5, lots: [{ lot: 'EVO-CNP-3120871', qtyKg: 0.6, expiresOn: '2028-02-29' }] },
  { inci: 'Acetyl Hexapeptide-8', tradeName: 'Argireline peptide solution', supplier: 'Lubrizol (Lipotec)', unitCostPerKg: 420000, stockKg: 6, reorderLevelKg: 4, lots: [{ lot: 'LIP-ARG-26M118', qtyKg: 6, expiresOn: '2027-10-31' }] },
  { inci: 'Palmitoyl Tripeptide-1', tradeName: 'Matrixyl 3000', supplier: 'Sederma (Croda)', unitCostPerKg: 640000, stockKg: 2, reorderLevelKg: 5, lots: [{ lot: 'SED-M3K-0626-11', qtyKg: 2, expiresOn: '2027-12-31' }] },
  { inci: 'Centella Asiatica Extract', tradeName: 'Centella Asiatica Extract (Madagascar, BG)', supplier: 'Hyundai Bioland', unitCostPerKg: 29000, stockKg: 95, reorderLevelKg: 60, lots: [{ lot: 'HBL-CA-260822', qtyKg: 45, expiresOn: '2028-08-21' }, { lot: 'HBL-CA-261015', qtyKg: 50, expiresOn: '2028-10-14' }] },
  { inci: 'Madecassoside', tradeName: 'Madecassoside 90 %', supplier: 'Hyundai Bioland', unitCostPerKg: 3100000, stockKg: 0.4, reorderLevelKg: 0.3, lots: [{ lot: 'HBL-MC-260603', qtyKg: 0.4, expiresOn: '2028-06-02' }] },
  // ── oils and emollients ─────────────────────────────────────────────────
  { inci: 'Caprylic/Capric Triglyceride', tradeName: 'Myritol 318', supplier: 'BASF', unitCostPerKg: 7800, stockKg: 540, reorderLevelKg: 300, lots: [{ lot: 'BASF-M318-2608', qtyKg: 180, expiresOn: '2028-08-31' }, { lot: 'BASF-M318-2610', qtyKg: 360, expiresOn: '2028-10-31' }] },
  { inci: 'Squalane', tradeName: 'Neossance Squalane', supplier: 'Givaudan', unitCostPerKg: 39000, stockKg: 70, reorderLevelKg: 50, lots: [{ lot: 'GIV-NSQ-26-233', qtyKg: 70, expiresOn: '2029-02-28' }] },
  { inci: 'Butyrospermum Parkii (Shea) Butter', tradeName: 'Lipex Shea', supplier: 'AAK', unitCostPerKg: 12000, stockKg: 110, reorderLevelKg: 80, lots: [{ lot: 'AAK-LS-26-0715', qtyKg: 110, expiresOn: '2028-07-14' }] },
  { inci: 'Dimethicone', tradeName: 'XIAMETER PMX-200 Silicone Fluid 100 cSt', supplier: 'Dow', unitCostPerKg: 10500, stockKg: 360, reorderLevelKg: 200, lots: [{ lot: 'DOW-200-H266481', qtyKg: 360, expiresOn: '2029-04-30' }] },
  { inci: 'Cyclopentasiloxane', tradeName: 'XIAMETER PMX-0245 Cyclosiloxane', supplier: 'Dow', unitCostPerKg: 9500, stockKg: 190, reorderLevelKg: 150, lots: [{ lot: 'DOW-245-H265102', qtyKg: 190, expiresOn: '2028-12-31' }] },
  // ── emulsifiers, surfactants and thickeners ─────────────────────────────
  { inci: 'Cetearyl Alcohol', tradeName: 'Lanette O', supplier: 'BASF', unitCostPerKg: 4800, stockKg: 300, reorderLevelKg: 150, lots: [{ lot: 'BASF-LO-2607', qtyKg: 300, expiresOn: '2029-07-31' }] },
  { inci: 'Glyceryl Stearate', tradeName: 'Cutina GMS V', supplier: 'BASF', unitCostPerKg: 7900, stockKg: 125, reorderLevelKg: 100, lots: [{ lot: 'BASF-GMS-2606', qtyKg: 125, expiresOn: '2028-06-30' }] },
  { inci: 'Polyglyceryl-3 Methylglucose Distearate', tradeName: 'TEGO Care 450', supplier: 'Evonik', unitCostPerKg: 35000, stockKg: 45, reorderLevelKg: 30, lots: [{ lot: 'EVO-TC450-3119514', qtyKg: 45, expiresOn: '2028-09-30' }] },
  { inci: 'Cetearyl Olivate', tradeName: 'Olivem 1000', supplier: 'Hallstar', unitCostPerKg: 39000, stockKg: 12, reorderLevelKg: 40, lots: [{ lot: 'HS-OL1K-26-0331', qtyKg: 12, expiresOn: '2028-03-30' }] },
  { inci: 'Polysorbate 20', tradeName: 'Tween 20', supplier: 'Croda', unitCostPerKg: 7000, stockKg: 95, reorderLevelKg: 60, lots: [{ lot: 'CRD-T20-0852436', qtyKg: 95, expiresOn: '2028-11-30' }] },
  { inci: 'Sodium Laureth Sulfate', tradeName: 'Texapon N 70', supplier: 'BASF', unitCostPerKg: 2400, stockKg: 1200, reorderLevelKg: 600, lots: [{ lot: 'BASF-N70-2609', qtyKg: 1200, expiresOn: '2027-09-30' }] },
  { inci: 'Cocamidopropyl Betaine', tradeName: 'Dehyton PK 45', supplier: 'BASF', unitCostPerKg: 2500, stockKg: 800, reorderLevelKg: 400, lots: [{ lot: 'BASF-PK45-2608', qtyKg: 800, expiresOn: '2027-08-31' }] },
  { inci: 'Decyl Glucoside', tradeName: 'Plantacare 2000 UP', supplier: 'BASF', unitCostPerKg: 5600, stockKg: 260, reorderLevelKg: 200, lots: [{ lot: 'BASF-PC2000-2607', qtyKg: 260, expiresOn: '2028-01-31' }] },
  { inci: 'Sodium Cocoyl Isethionate', tradeName: 'Hostapon SCI-85 C', supplier: 'Clariant', unitCostPerKg: 10500, stockKg: 240, reorderLevelKg: 150, lots: [{ lot: 'CLR-SCI-DEG0142', qtyKg: 240, expiresOn: '2028-12-31' }] },
  { inci: 'Xanthan Gum', tradeName: 'Keltrol CG-T', supplier: 'CP Kelco', unitCostPerKg: 13000, stockKg: 55, reorderLevelKg: 40, lots: [{ lot: 'CPK-KT-6A2213', qtyKg: 55, expiresOn: '2028-10-31' }] },
  { inci: 'Carbomer', tradeName: 'Carbopol 980 NF Polymer', supplier: 'Lubrizol', unitCostPerKg: 31000, stockKg: 15, reorderLevelKg: 40, lots: [{ lot: 'LZ-C980-0102661', qtyKg: 15, expiresOn: '2028-05-31' }] },
  { inci: 'Acrylates/C10-30 Alkyl Acrylate Crosspolymer', tradeName: 'Carbopol Ultrez 20 Polymer', supplier: 'Lubrizol', unitCostPerKg: 49000, stockKg: 30, reorderLevelKg: 20, lots: [{ lot: 'LZ-U20-0102874', qtyKg: 30, expiresOn: '2028-08-31' }] },
  { inci: 'Ammonium Acryloyldimethyltaurate/VP Copolymer', tradeName: 'Aristoflex AVC', supplier: 'Clariant', unitCostPerKg: 62000, stockKg: 25, reorderLevelKg: 20, lots: [{ lot: 'CLR-AVC-DEG2231', qtyKg: 25, expiresOn: '2028-04-30' }] },
  { inci: 'Hydroxyethylcellulose', tradeName: 'Natrosol 250 HHR', supplier: 'Ashland', unitCostPerKg: 19500, stockKg: 50, reorderLevelKg: 25, lots: [{ lot: 'ASH-N250-6161', qtyKg: 50, expiresOn: '2029-03-31' }] },
  // ── preservatives and chelating ─────────────────────────────────────────
  { inci: 'Phenoxyethanol', tradeName: 'Phenoxetol', supplier: 'Clariant', unitCostPerKg: 7800, stockKg: 55, reorderLevelKg: 150, lots: [{ lot: 'CLR-PHX-DEG1178', qtyKg: 55, expiresOn: '2028-06-30' }] },
  { inci: 'Ethylhexylglycerin', tradeName: 'Sensiva SC 50', supplier: 'Schülke & Mayr', unitCostPerKg: 36000, stockKg: 8, reorderLevelKg: 25, lots: [{ lot: 'SCH-SC50-2651882', qtyKg: 8, expiresOn: '2028-02-28' }] },
  { inci: 'Caprylyl Glycol', tradeName: 'Dermosoft Octiol', supplier: 'Evonik', unitCostPerKg: 27000, stockKg: 40, reorderLevelKg: 25, lots: [{ lot: 'EVO-OCT-3120305', qtyKg: 40, expiresOn: '2028-07-31' }] },
  { inci: 'Hydroxyacetophenone', tradeName: 'SymSave H', supplier: 'Symrise', unitCostPerKg: 82000, stockKg: 20, reorderLevelKg: 15, lots: [{ lot: 'SYM-SSH-10922', qtyKg: 20, expiresOn: '2029-05-31' }] },
  { inci: 'Disodium EDTA', tradeName: 'Trilon BD Powder', supplier: 'BASF', unitCostPerKg: 7800, stockKg: 50, reorderLevelKg: 25, lots: [{ lot: 'BASF-TBD-2605', qtyKg: 50, expiresOn: '2029-05-31' }] },
  { inci: 'Citric Acid', tradeName: 'Citric Acid Anhydrous Fine Granular', supplier: 'Jungbunzlauer', unitCostPerKg: 2600, stockKg: 100, reorderLevelKg: 50, lots: [{ lot: 'JBL-CA-26070219', qtyKg: 100, expiresOn: '2029-07-01' }] },
  // ── UV filters ──────────────────────────────────────────────────────────
  { inci: 'Zinc Oxide', tradeName: 'Z-Cote', supplier: 'BASF', unitCostPerKg: 30000, stockKg: 200, reorderLevelKg: 150, lots: [{ lot: 'BASF-ZC-2604', qtyKg: 200, expiresOn: '2030-04-30' }] },
  { inci: 'Titanium Dioxide', tradeName: 'Eusolex T-2000', supplier: 'Merck KGaA', unitCostPerKg: 40000, stockKg: 110, reorderLevelKg: 80, lots: [{ lot: 'MRK-T2K-F1944', qtyKg: 110, expiresOn: '2029-12-31' }] },
  { inci: 'Ethylhexyl Methoxycinnamate', tradeName: 'Uvinul MC 80', supplier: 'BASF', unitCostPerKg: 19000, stockKg: 240, reorderLevelKg: 150, lots: [{ lot: 'BASF-MC80-2607', qtyKg: 240, expiresOn: '2028-07-31' }] },
  { inci: 'Octocrylene', tradeName: 'Uvinul N 539 T', supplier: 'BASF', unitCostPerKg: 22000, stockKg: 130, reorderLevelKg: 100, lots: [{ lot: 'BASF-N539-2606', qtyKg: 130, expiresOn: '2028-06-30' }] },
  { inci: 'Butyl Methoxydibenzoylmethane', tradeName: 'Parsol 1789', supplier: 'dsm-firmenich', unitCostPerKg: 44000, stockKg: 85, reorderLevelKg: 60, lots: [{ lot: 'DSM-P1789-UT26071', qtyKg: 85, expiresOn: '2029-07-31' }] },
  { inci: 'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', tradeName: 'Tinosorb S', supplier: 'BASF', unitCostPerKg: 160000, stockKg: 18, reorderLevelKg: 50, lots: [{ lot: 'BASF-TS-2603', qtyKg: 18, expiresOn: '2029-03-31' }] },
  { inci: 'Diethylamino Hydroxybenzoyl Hexyl Benzoate', tradeName: 'Uvinul A Plus Granular', supplier: 'BASF', unitCostPerKg: 105000, stockKg: 60, reorderLevelKg: 40, lots: [{ lot: 'BASF-UAP-2605', qtyKg: 60, expiresOn: '2029-05-31' }] },
  { inci: 'Ethylhexyl Triazone', tradeName: 'Uvinul T 150', supplier: 'BASF', unitCostPerKg: 98000, stockKg: 45, reorderLevelKg: 30, lots: [{ lot: 'BASF-T150-2604', qtyKg: 45, expiresOn: '2029-04-30' }] },
];
