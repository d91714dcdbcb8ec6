/**
 * Demo recipes: a dozen public formulations by the Formulab lab for the gallery, and three private
 * ones of the demo customer that show the editor's states (valid, a draft under 100 %, a limit
 * exceeded). Only ingredients of the demo catalogue (`catalogue/ingredients.data.ts`) by INCI name;
 * the water (or base oil) line is "q.s." — whatever brings the total to exactly 100 %. Percentages
 * follow common Korean ODM practice and stay within each ingredient's recommended use level and
 * regulatory maximum (checked in `recipes.data.test.ts`). SPF and preservation must, as always, be
 * confirmed by testing: these are starting points, not finished products.
 */
import { percentToUnits, qsTo100, type ProductType } from '@formulab/shared/recipes/formulation';
import type { PHASES } from '@formulab/shared/recipes/recipes.schema';
import type { Market } from '@formulab/shared/compliance/markets';

type Phase = (typeof PHASES)[number];
/** A line: INCI name of the catalogue, % w/w (or 'qs'), phase, note. */
export type DemoLine = [inci: string, percent: number | 'qs', phase: Phase, note?: string];

export type DemoRecipe = {
  /** the lab's public recipes, or the demo customer's own */
  owner: 'lab' | 'customer';
  visibility: 'public' | 'private';
  name: string;
  productType: ProductType;
  description: string;
  /** function slugs (taxonomy FUNCTIONS) */
  functions: string[];
  /** fill volume and packaging codes (catalogue SUB_MATERIALS) of the per-unit cost */
  costing?: { fillMl: number; packaging: string[]; density?: number };
  /** the markets the brand sells in (the editor's compliance panel, issue 15); none when absent */
  targetMarkets?: Market[];
  lines: DemoLine[];
  /**
   * Earlier revisions, oldest first: the percentages that differed from the final lines (null = the
   * line was not there yet) and the note that revision was saved with. Revision 1 is the first.
   */
  earlier?: { changes: Record<string, number | null>; note: string }[];
  /** the note of the last revision */
  note?: string;
};

export const DEMO_LAB = { email: 'lab@formulab.local', name: 'Formulab 연구소', companyName: 'Formulab R&D' } as const;

const PUBLIC = { owner: 'lab', visibility: 'public' } as const;

export const DEMO_RECIPES: DemoRecipe[] = [
  {
    ...PUBLIC,
    name: '시카 카밍 토너 · Cica Calming Toner',
    productType: 'toner',
    description:
      '병풀 추출물과 마데카소사이드로 붉어진 피부를 진정시키는 무향 토너입니다.\nFragrance-free toner with centella and madecassoside for reddened, sensitive skin.',
    functions: ['soothing', 'moisturising'],
    costing: { fillMl: 150, packaging: ['BT-PET-150-01', 'CA-PP-24-01', 'BX-PAP-150-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Butylene Glycol', 5, 'A'],
      ['Centella Asiatica Extract', 5, 'A', '병풀 추출물 · centella extract'],
      ['Glycerin', 3, 'A'],
      ['Betaine', 1, 'A'],
      ['Panthenol', 0.5, 'A'],
      ['Allantoin', 0.1, 'A', '40 °C 이하에서 완전히 녹일 것 · dissolve fully below 40 °C'],
      ['Dipotassium Glycyrrhizate', 0.1, 'A'],
      ['Sodium Hyaluronate', 0.02, 'A', '1 % 수용액으로 미리 팽윤 · pre-swell as a 1 % solution'],
      ['Disodium EDTA', 0.02, 'A'],
      ['Madecassoside', 0.05, 'B'],
      ['1,2-Hexanediol', 2, 'B'],
      ['Ethylhexylglycerin', 0.05, 'B'],
      ['Citric Acid', 0.02, 'B', 'pH 5.5 ± 0.3'],
    ],
    earlier: [{ changes: { Madecassoside: null, 'Centella Asiatica Extract': 3 }, note: '' }],
    note: '병풀 5 %로 상향, 마데카소사이드 추가 · more centella, madecassoside added',
  },
  {
    ...PUBLIC,
    name: '갈락토미세스 발효 에센스 · Galactomyces Ferment Essence',
    productType: 'essence',
    description:
      '갈락토미세스 발효 여과물 75 %의 맑은 에센스. 피부결과 톤을 정돈합니다.\nClear essence with 75 % galactomyces ferment filtrate for smoother, more even-looking skin.',
    functions: ['brightening', 'moisturising'],
    costing: { fillMl: 50, packaging: ['PB-GL-50-01', 'BX-PAP-50-01'] },
    lines: [
      ['Galactomyces Ferment Filtrate', 75, 'A'],
      ['Water', 'qs', 'A'],
      ['Butylene Glycol', 4, 'A'],
      ['Glycerin', 2, 'A'],
      ['Niacinamide', 2, 'A'],
      ['Sodium Hyaluronate', 0.05, 'A'],
      ['Disodium EDTA', 0.02, 'A'],
      ['Carbomer', 0.1, 'B', '분산 후 C상으로 중화 · disperse, neutralise in phase C'],
      ['Arginine', 0.1, 'C'],
      ['1,2-Hexanediol', 1.5, 'C'],
      ['Pentylene Glycol', 1, 'C'],
      ['Adenosine', 0.04, 'C', '주름 개선 기능성 고시 함량 · Korean anti-wrinkle monograph level'],
    ],
  },
  {
    ...PUBLIC,
    name: '나이아신아마이드 5 % 브라이트닝 세럼 · Niacinamide 5 % Brightening Serum',
    productType: 'serum',
    description:
      '나이아신아마이드 5 %와 알파-알부틴, 트라넥삼산을 담은 미백 세럼입니다.\nBrightening serum with 5 % niacinamide, alpha-arbutin and tranexamic acid.',
    functions: ['brightening', 'anti-wrinkle'],
    costing: { fillMl: 30, packaging: ['DR-GL-30-01', 'BX-PAP-50-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Niacinamide', 5, 'A', '미백 기능성 고시 2–5 % · Korean brightening monograph 2–5 %'],
      ['Glycerin', 4, 'A'],
      ['Propanediol', 3, 'A'],
      ['Alpha-Arbutin', 2, 'A', '최대 2 % · maximum 2 %'],
      ['Tranexamic Acid', 2, 'A'],
      ['Panthenol', 1, 'A'],
      ['Hydroxyethylcellulose', 0.3, 'A'],
      ['Zinc PCA', 0.2, 'A'],
      ['Sodium Hyaluronate', 0.1, 'A'],
      ['Disodium EDTA', 0.05, 'A'],
      ['1,2-Hexanediol', 2, 'B'],
      ['Hydroxyacetophenone', 0.5, 'B'],
      ['Adenosine', 0.04, 'B'],
    ],
    earlier: [
      { changes: { 'Tranexamic Acid': null, 'Alpha-Arbutin': 1 }, note: '' },
      { changes: { 'Tranexamic Acid': 1 }, note: '트라넥삼산 1 % 추가 · tranexamic acid 1 % added' },
    ],
    note: '트라넥삼산 2 %, 알파-알부틴 2 % · tranexamic acid 2 %, alpha-arbutin 2 %',
  },
  {
    ...PUBLIC,
    name: '세라마이드 장벽 크림 · Ceramide Barrier Cream',
    productType: 'cream',
    description:
      '세라마이드·콜레스테롤·스쿠알란으로 손상된 피부 장벽을 채우는 고보습 크림입니다.\nRich cream with ceramide, cholesterol and squalane to restore a damaged skin barrier.',
    functions: ['barrier-repair', 'moisturising'],
    costing: { fillMl: 50, packaging: ['JR-AC-50-01', 'BX-PAP-50-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Glycerin', 5, 'A'],
      ['Butylene Glycol', 3, 'A'],
      ['Xanthan Gum', 0.15, 'A', '글리세린에 분산 후 투입 · disperse in the glycerin first'],
      ['Carbomer', 0.2, 'A'],
      ['Disodium EDTA', 0.05, 'A'],
      ['Caprylic/Capric Triglyceride', 6, 'B', '75 °C'],
      ['Squalane', 4, 'B'],
      ['Cetearyl Alcohol', 2.5, 'B'],
      ['Butyrospermum Parkii (Shea) Butter', 2, 'B'],
      ['Glyceryl Stearate', 1.5, 'B'],
      ['PEG-100 Stearate', 1.5, 'B'],
      ['Dimethicone', 1, 'B'],
      ['Ceramide NP', 0.2, 'B', '오일상 85 °C에서 완전히 용해 · dissolve fully in the oil at 85 °C'],
      ['Cholesterol', 0.2, 'B'],
      ['Tocopherol', 0.2, 'B'],
      ['Niacinamide', 2, 'C', '40 °C 이하 · below 40 °C'],
      ['Panthenol', 1, 'C'],
      ['Tromethamine', 0.2, 'C', '카보머 중화, pH 5.5–6.0 · neutralises the carbomer'],
      ['1,2-Hexanediol', 1.5, 'C'],
      ['Phenoxyethanol', 0.4, 'C'],
      ['Parfum', 0.1, 'C'],
      ['Limonene', 0.004, 'C', '향료 유래, 표시 대상 · from the fragrance, to be labelled'],
      ['Linalool', 0.003, 'C', '향료 유래, 표시 대상 · from the fragrance, to be labelled'],
    ],
    earlier: [
      { changes: { Cholesterol: null, 'Ceramide NP': 0.1, Squalane: 3 }, note: '' },
      {
        changes: { Cholesterol: 0.1, 'Ceramide NP': 0.2 },
        note: '세라마이드 상향, 콜레스테롤 추가 · more ceramide, cholesterol added',
      },
    ],
    note: '콜레스테롤 0.2 %, 스쿠알란 4 % · cholesterol 0.2 %, squalane 4 %',
  },
  {
    ...PUBLIC,
    name: '데일리 수분 로션 · Daily Moisture Lotion',
    productType: 'lotion',
    description:
      '올리브 유래 유화제로 만든 가볍고 산뜻한 데일리 로션입니다.\nLight everyday lotion built on an olive-derived emulsifier.',
    functions: ['moisturising', 'skin-conditioning'],
    costing: { fillMl: 120, packaging: ['PB-PETG-120-01', 'BX-PAP-150-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Glycerin', 4, 'A'],
      ['Butylene Glycol', 3, 'A'],
      ['Betaine', 1, 'A'],
      ['Trehalose', 1, 'A'],
      ['Xanthan Gum', 0.1, 'A'],
      ['Disodium EDTA', 0.03, 'A'],
      ['Cetyl Ethylhexanoate', 4, 'B', '75 °C'],
      ['Caprylic/Capric Triglyceride', 3, 'B'],
      ['Cetearyl Olivate', 1.5, 'B'],
      ['Sorbitan Olivate', 1, 'B'],
      ['Simmondsia Chinensis (Jojoba) Seed Oil', 1, 'B'],
      ['Cetyl Alcohol', 0.8, 'B'],
      ['Dimethicone', 0.5, 'B'],
      ['Panthenol', 0.5, 'C'],
      ['Tocopheryl Acetate', 0.3, 'C'],
      ['Beta-Glucan', 0.05, 'C'],
      ['Sodium Hyaluronate', 0.02, 'C'],
      ['1,2-Hexanediol', 1.5, 'C'],
      ['Phenoxyethanol', 0.3, 'C'],
    ],
  },
  {
    ...PUBLIC,
    name: '데일리 마일드 선크림 SPF50+ · Daily Mild Sunscreen SPF50+',
    productType: 'sunscreen',
    description:
      '백탁 없는 에센스 제형의 유기 자외선 차단제. SPF/PA는 인체 적용 시험으로 확인해야 합니다.\nEssence-texture chemical sunscreen without white cast. SPF/PA must be confirmed by in-vivo testing.',
    functions: ['uv-protection'],
    costing: { fillMl: 50, packaging: ['TB-PE-50-01', 'BX-PAP-50-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Butylene Glycol', 5, 'A'],
      ['Glycerin', 3, 'A'],
      ['Acrylates/C10-30 Alkyl Acrylate Crosspolymer', 0.2, 'A'],
      ['Xanthan Gum', 0.1, 'A'],
      ['Disodium EDTA', 0.05, 'A'],
      ['Ethylhexyl Methoxycinnamate', 7, 'B', '최대 7.5 % · maximum 7.5 %'],
      ['Ethylhexyl Salicylate', 4.5, 'B', '최대 5 % · maximum 5 %'],
      ['Dicaprylyl Carbonate', 5, 'B'],
      ['C12-15 Alkyl Benzoate', 5, 'B', '결정성 필터 용해 · dissolves the crystalline filters'],
      ['Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine', 3, 'B'],
      ['Diethylamino Hydroxybenzoyl Hexyl Benzoate', 3, 'B'],
      ['Ethylhexyl Triazone', 2, 'B'],
      ['Potassium Cetyl Phosphate', 1.5, 'B'],
      ['Glyceryl Stearate', 1.5, 'B'],
      ['Polyglyceryl-3 Methylglucose Distearate', 1.5, 'B'],
      ['Cetearyl Alcohol', 1, 'B'],
      ['Dimethicone', 1, 'B'],
      ['Tocopherol', 0.2, 'B'],
      ['Tromethamine', 0.15, 'C'],
      ['Silica', 1.5, 'C', '보송한 마무리 · dry finish'],
      ['Panthenol', 0.5, 'C'],
      ['1,2-Hexanediol', 2, 'C'],
      ['Phenoxyethanol', 0.5, 'C'],
    ],
    earlier: [{ changes: { 'Ethylhexyl Triazone': null, Silica: null }, note: '' }],
    note: 'UVB 보강(에틸헥실트라이아존), 실리카로 마무리감 개선 · UVB boost, silica for a drier finish',
  },
  {
    ...PUBLIC,
    name: '아미노산 약산성 클렌징 폼 · Amino Acid Low-pH Cleansing Foam',
    productType: 'cleansing-foam',
    description:
      '아미노산계 계면활성제로 만든 약산성 클렌징 폼. 세안 후 당김이 적습니다.\nLow-pH cleansing foam on amino-acid surfactants that leaves skin comfortable, not tight.',
    functions: ['cleansing', 'moisturising'],
    costing: { fillMl: 150, packaging: ['TB-LAM-150-01', 'BX-PAP-150-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Sodium Cocoyl Glutamate', 15, 'A'],
      ['Glycerin', 10, 'A'],
      ['Sodium Methyl Cocoyl Taurate', 8, 'A'],
      ['Cocamidopropyl Betaine', 8, 'A'],
      ['Butylene Glycol', 5, 'A'],
      ['Acrylates Copolymer', 5, 'A', '점도 조절 · viscosity'],
      ['Disodium EDTA', 0.1, 'A'],
      ['Centella Asiatica Extract', 1, 'B'],
      ['Panthenol', 0.5, 'B'],
      ['Allantoin', 0.1, 'B'],
      ['Citric Acid', 0.3, 'B', 'pH 5.5–6.0'],
      ['Sodium Benzoate', 0.5, 'B'],
      ['Potassium Sorbate', 0.3, 'B'],
      ['Parfum', 0.3, 'B'],
      ['Limonene', 0.02, 'B', '씻어내는 제품 0.01 % 초과 표시 · labelled above 0.01 % in rinse-off'],
    ],
  },
  {
    ...PUBLIC,
    name: '딥 클렌징 오일 · Deep Cleansing Oil',
    productType: 'cleansing-oil',
    description:
      '메이크업과 피지를 녹이고 물에 닿으면 부드럽게 유화되는 식물성 오일 블렌드입니다.\nPlant-oil blend that melts make-up and sebum and emulsifies cleanly with water.',
    functions: ['cleansing', 'emollient'],
    costing: { fillMl: 200, density: 0.9, packaging: ['BT-PET-200-01', 'PU-PP-24-01', 'BX-PAP-150-01'] },
    lines: [
      ['Caprylic/Capric Triglyceride', 20, 'A'],
      ['Helianthus Annuus (Sunflower) Seed Oil', 'qs', 'A'],
      ['Cetyl Ethylhexanoate', 15, 'A'],
      ['Ethylhexyl Palmitate', 15, 'A'],
      ['Olea Europaea (Olive) Fruit Oil', 10, 'A'],
      ['Isopropyl Myristate', 5, 'A'],
      ['Simmondsia Chinensis (Jojoba) Seed Oil', 5, 'A'],
      ['Camellia Japonica Seed Oil', 1, 'A'],
      ['Polysorbate 80', 5, 'B', '유화 세정 · rinses off as an emulsion'],
      ['PEG-7 Glyceryl Cocoate', 3, 'B'],
      ['Sorbitan Sesquioleate', 3, 'B'],
      ['Tocopherol', 0.5, 'B', '산화 방지 · against rancidity'],
      ['Parfum', 0.1, 'B'],
    ],
  },
  {
    ...PUBLIC,
    name: '두피 케어 샴푸 · Scalp Care Shampoo',
    productType: 'shampoo',
    description:
      '피록톤올아민과 판테놀을 담은 두피 케어 샴푸. 시원한 멘톨 사용감.\nScalp-care shampoo with piroctone olamine and panthenol, with a cooling menthol finish.',
    functions: ['cleansing', 'anti-dandruff', 'hair-loss-care'],
    costing: { fillMl: 500, packaging: ['PB-PET-500-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Sodium Laureth Sulfate', 12, 'A'],
      ['Cocamidopropyl Betaine', 6, 'A'],
      ['Glycerin', 2, 'A'],
      ['Cocamide MEA', 1.5, 'A'],
      ['Polyquaternium-10', 0.3, 'A', '미리 수화 · hydrate first'],
      ['Guar Hydroxypropyltrimonium Chloride', 0.2, 'A'],
      ['Disodium EDTA', 0.1, 'A'],
      ['Piroctone Olamine', 0.5, 'B', '씻어내는 제품 최대 1 % · rinse-off maximum 1 %'],
      ['Panthenol', 0.5, 'B'],
      ['Camellia Sinensis Leaf Extract', 0.5, 'B'],
      ['Rosmarinus Officinalis (Rosemary) Leaf Extract', 0.2, 'B'],
      ['Menthol', 0.2, 'B'],
      ['Parfum', 0.5, 'B'],
      ['Linalool', 0.02, 'B'],
      ['Sodium Benzoate', 0.5, 'B'],
      ['Citric Acid', 0.3, 'C', 'pH 5.5'],
      ['Sodium Chloride', 1.2, 'C', '점도 조절 · viscosity'],
    ],
    earlier: [{ changes: { Menthol: 0.3, 'Sodium Chloride': 1.5 }, note: '' }],
    note: '멘톨 0.2 %로 완화, 점도 낮춤 · milder menthol, lower viscosity',
  },
  {
    ...PUBLIC,
    name: '순한 약산성 바디워시 · Mild Low-pH Body Wash',
    productType: 'body-wash',
    description:
      '황산염 없는 순한 세정 성분과 알로에로 온 가족이 쓰기 좋은 바디워시입니다.\nSulfate-free, mild body wash with aloe for the whole family.',
    functions: ['cleansing', 'moisturising'],
    costing: { fillMl: 500, packaging: ['PB-PET-500-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Sodium Methyl Cocoyl Taurate', 10, 'A'],
      ['Cocamidopropyl Betaine', 8, 'A'],
      ['Decyl Glucoside', 5, 'A'],
      ['Glycerin', 5, 'A'],
      ['Sodium Lauroyl Sarcosinate', 4, 'A'],
      ['PEG-7 Glyceryl Cocoate', 2, 'A'],
      ['Polyquaternium-7', 0.3, 'A'],
      ['Disodium EDTA', 0.1, 'A'],
      ['Aloe Barbadensis Leaf Juice', 2, 'B'],
      ['Sodium Chloride', 1, 'B'],
      ['Citric Acid', 0.2, 'B', 'pH 5.5–6.0'],
      ['Sodium Benzoate', 0.5, 'B'],
      ['Potassium Sorbate', 0.3, 'B'],
      ['Parfum', 0.6, 'B'],
      ['Citrus Aurantium Dulcis (Orange) Peel Oil', 0.1, 'B'],
      ['Limonene', 0.05, 'B'],
    ],
  },
  {
    ...PUBLIC,
    name: '시어버터 핸드크림 · Shea Butter Hand Cream',
    productType: 'hand-cream',
    description:
      '시어버터와 우레아로 거친 손을 부드럽게 하는, 흡수 빠른 핸드크림입니다.\nFast-absorbing hand cream with shea butter and urea for rough hands.',
    functions: ['moisturising', 'emollient'],
    costing: { fillMl: 50, packaging: ['TB-PE-50-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Glycerin', 8, 'A'],
      ['Butylene Glycol', 3, 'A'],
      ['Carbomer', 0.15, 'A'],
      ['Xanthan Gum', 0.1, 'A'],
      ['Disodium EDTA', 0.05, 'A'],
      ['Butyrospermum Parkii (Shea) Butter', 6, 'B', '75 °C'],
      ['Caprylic/Capric Triglyceride', 5, 'B'],
      ['Cetearyl Alcohol', 3, 'B'],
      ['Dimethicone', 2, 'B', '끈적임 감소 · less tack'],
      ['Glyceryl Stearate', 2, 'B'],
      ['Macadamia Integrifolia Seed Oil', 2, 'B'],
      ['PEG-100 Stearate', 1.5, 'B'],
      ['Stearic Acid', 1.5, 'B'],
      ['Prunus Amygdalus Dulcis (Sweet Almond) Oil', 1, 'B'],
      ['Urea', 2, 'C'],
      ['Panthenol', 1, 'C'],
      ['Triethanolamine', 0.2, 'C', '카보머 중화 · neutralises the carbomer'],
      ['Allantoin', 0.2, 'C'],
      ['Phenoxyethanol', 0.5, 'C'],
      ['Ethylhexylglycerin', 0.1, 'C'],
      ['Parfum', 0.3, 'C'],
      ['Lavandula Angustifolia (Lavender) Oil', 0.1, 'C'],
      ['Linalool', 0.01, 'C'],
    ],
  },
  {
    ...PUBLIC,
    name: '오버나이트 슬리핑 마스크 · Overnight Sleeping Mask',
    productType: 'sleeping-mask',
    description:
      '자는 동안 수분막을 만드는 젤 크림 제형의 수면팩. 아침까지 촉촉합니다.\nGel-cream sleeping mask that forms a moisture film overnight.',
    functions: ['moisturising', 'anti-wrinkle', 'brightening'],
    costing: { fillMl: 100, packaging: ['JR-PETG-100-01', 'BX-PAP-150-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Glycerin', 6, 'A'],
      ['Butylene Glycol', 4, 'A'],
      ['Trehalose', 1, 'A'],
      ['Ammonium Acryloyldimethyltaurate/VP Copolymer', 0.8, 'A'],
      ['Sodium Hyaluronate', 0.1, 'A'],
      ['Disodium EDTA', 0.03, 'A'],
      ['Squalane', 3, 'B'],
      ['Caprylic/Capric Triglyceride', 2, 'B'],
      ['Dimethicone', 1.5, 'B'],
      ['Polysorbate 60', 0.5, 'B'],
      ['Tocopherol', 0.1, 'B'],
      ['Niacinamide', 2, 'C'],
      ['Bifida Ferment Lysate', 2, 'C'],
      ['Panthenol', 0.5, 'C'],
      ['Ceramide NP', 0.1, 'C', '세라마이드 전구 분산액 사용 · use a pre-dispersed grade'],
      ['Adenosine', 0.04, 'C'],
      ['1,2-Hexanediol', 2, 'C'],
      ['Hydroxyacetophenone', 0.5, 'C'],
      ['Parfum', 0.1, 'C'],
      ['Citronellol', 0.002, 'C'],
    ],
  },

  /* ---- the demo customer's own (private) ---- */
  {
    owner: 'customer',
    visibility: 'private',
    name: '온담 수분 앰플',
    productType: 'ampoule',
    targetMarkets: ['KR', 'EU', 'CN'],
    description: '자사 신제품 후보: 히알루론산 2종과 엑토인의 고보습 앰플.',
    functions: ['moisturising', 'soothing'],
    costing: { fillMl: 30, packaging: ['DR-GL-30-01', 'BX-PAP-50-01'] },
    lines: [
      ['Water', 'qs', 'A'],
      ['Glycerin', 5, 'A'],
      ['Propanediol', 3, 'A'],
      ['Panthenol', 2, 'A'],
      ['Trehalose', 1, 'A'],
      ['Ectoin', 0.5, 'A'],
      ['Hydroxyethylcellulose', 0.3, 'A'],
      ['Sodium Hyaluronate', 0.15, 'A'],
      ['Hyaluronic Acid', 0.05, 'A'],
      ['Beta-Glucan', 0.1, 'A'],
      ['Disodium EDTA', 0.02, 'A'],
      ['1,2-Hexanediol', 2, 'B'],
      ['Adenosine', 0.04, 'B'],
    ],
    earlier: [
      { changes: { Ectoin: null, Panthenol: 1 }, note: '' },
      { changes: { Ectoin: 0.3, Panthenol: 1 }, note: '엑토인 0.3 % 추가' },
    ],
    note: '판테놀 2 %, 엑토인 0.5 %로 상향',
  },
  {
    owner: 'customer',
    visibility: 'private',
    name: '온담 비타C 세럼 (작업 중)',
    productType: 'serum',
    description: '초안 — 정제수 함량을 아직 맞추지 않았습니다 (현재 92 %).',
    functions: ['brightening', 'antioxidant'],
    lines: [
      ['Water', 70, 'A'],
      ['Ascorbic Acid', 10, 'A', '질소 치환 하에서 투입'],
      ['Propanediol', 5, 'A'],
      ['Glycerin', 3, 'A'],
      ['Hydroxyethylcellulose', 0.4, 'A'],
      ['Sodium Hyaluronate', 0.1, 'A'],
      ['Ferulic Acid', 0.5, 'B'],
      ['Tocopherol', 0.5, 'B'],
      ['Panthenol', 1, 'B'],
      ['1,2-Hexanediol', 1.5, 'B'],
    ],
  },
  {
    owner: 'customer',
    visibility: 'private',
    name: '온담 트러블 케어 토너 (검토 필요)',
    productType: 'toner',
    targetMarkets: ['KR', 'EU'],
    description: '보존력을 높이려고 페녹시에탄올을 올린 버전 — 씻어내지 않는 제품의 한도(1 %)를 넘습니다.',
    functions: ['anti-acne', 'sebum-control'],
    lines: [
      ['Water', 'qs', 'A'],
      ['Houttuynia Cordata Extract', 5, 'A'],
      ['Butylene Glycol', 5, 'A'],
      ['Niacinamide', 2, 'A'],
      ['Panthenol', 0.5, 'A'],
      ['Salicylic Acid', 0.5, 'A', 'BG에 먼저 용해'],
      ['Zinc PCA', 0.2, 'A'],
      ['Disodium EDTA', 0.02, 'A'],
      ['Phenoxyethanol', 1.2, 'B', '한도 초과 — 1 % 이하로 낮출 것'],
    ],
    earlier: [{ changes: { Phenoxyethanol: 0.8 }, note: '' }],
    note: '보존력 강화: 페녹시에탄올 1.2 %',
  },
];

export type ResolvedLine = { inci: string; percent: number; phase: Phase; note: string };

/**
 * The lines of one revision: `changes` applied to the final lines (null drops a line), then the
 * q.s. line filled to exactly 100 % with the shared `qsTo100`. Revision `index` counts from 0; the
 * last revision is `earlier.length`.
 */
export function demoRevisionLines(recipe: DemoRecipe, index: number): ResolvedLine[] {
  const changes = recipe.earlier?.[index]?.changes ?? {};
  const lines = recipe.lines
    .filter(([inci]) => changes[inci] !== null)
    .map(([inci, percent, phase, note]) => ({
      inci,
      percent: inci in changes ? changes[inci]! : percent,
      phase,
      note: note ?? '',
    }));
  const qs = lines.findIndex((l) => l.percent === 'qs');
  const numeric = lines.map((l) => ({ ...l, percent: l.percent === 'qs' ? 0 : l.percent }));
  return qs < 0 ? numeric : qsTo100(numeric, qs);
}

/** How many revisions a demo recipe has. */
export const revisionCount = (r: DemoRecipe) => (r.earlier?.length ?? 0) + 1;

/** Sum of a revision's lines, exact to 4 decimals. */
export const demoTotal = (lines: ResolvedLine[]) => lines.reduce((s, l) => s + percentToUnits(l.percent), 0) / 10_000;
